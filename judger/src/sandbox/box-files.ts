import { constants } from 'node:fs';
import { chmod, open, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * File access into a box directory from the host. A sandboxed program owns that directory and
 * may leave symlinks pointing anywhere on the host, so never follow them: unlink before writing,
 * open with O_NOFOLLOW and require a regular file when reading.
 */
export async function writeIntoBox(
  dir: string,
  name: string,
  data: string | Buffer,
  mode = 0o644,
): Promise<void> {
  if (name.includes('/')) throw new Error(`bad file name ${name}`);
  const path = join(dir, name);
  await unlink(path).catch(() => undefined);
  const handle = await open(
    path,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    mode,
  );
  try {
    await handle.writeFile(data);
    await chmod(path, mode);
  } finally {
    await handle.close();
  }
}

/** Reads at most maxBytes; undefined when the file is absent or not a regular file. */
export async function readFromBox(dir: string, name: string, maxBytes: number): Promise<Buffer | undefined> {
  if (name.includes('/')) return undefined;
  let handle;
  try {
    handle = await open(join(dir, name), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) return undefined;
    const buffer = Buffer.alloc(Math.min(stat.size, maxBytes));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
