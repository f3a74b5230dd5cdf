import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract as tarExtract } from 'tar-stream';
import {
  ARCHIVE_FORMAT,
  FILES_FOLDER,
  fileEntry,
  HEADER_ENTRY,
  MANIFEST_ENTRY,
  tableEntry,
  TABLES_FOLDER,
  type ArchiveHeader,
  type Manifest,
} from './archive-format';
import { currentSchemaVersion } from './schema-version';
import { isSafeArchivePath } from './site-files';

/** A restore that must not go ahead; the message says why and what to do. */
export class RestoreRefused extends Error {}

const damaged = (why: string) => new RestoreRefused(`The archive is damaged: ${why}. Nothing was restored.`);

/**
 * Unpacks an archive into a staging folder and checks it whole before anything is restored: the
 * header first (so an archive of a newer Verdict is refused before it is read), then every entry
 * against the manifest's size and checksum.
 */
export async function unpackArchive(archive: string, staging: string): Promise<Manifest> {
  const extract = tarExtract();
  const unpacking = pipeline(createReadStream(archive), createGunzip(), extract);
  const seen = new Map<string, { bytes: number; sha256: string }>();
  let header: ArchiveHeader | undefined;
  let manifest: Manifest | undefined;
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      const bytes = entry as AsyncIterable<Buffer>;
      if (!header) {
        if (name !== HEADER_ENTRY) throw new RestoreRefused(`${archive} is not a Verdict backup archive.`);
        header = refuseNewer(JSON.parse((await readAll(bytes)).toString('utf8')) as ArchiveHeader);
      } else if (name === MANIFEST_ENTRY) {
        manifest = JSON.parse((await readAll(bytes)).toString('utf8')) as Manifest;
      } else {
        seen.set(name, await saveEntry(bytes, join(staging, stagedPath(name))));
      }
    }
    await unpacking;
  } catch (error) {
    extract.destroy();
    await unpacking.catch(() => undefined);
    if (error instanceof RestoreRefused) throw error;
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new RestoreRefused(`There is no archive at ${archive}.`);
    throw damaged((error as Error).message);
  }
  if (!header) throw new RestoreRefused(`${archive} is not a Verdict backup archive.`);
  if (!manifest) throw damaged('it ends before its manifest');
  checkAgainstManifest(manifest, seen);
  return manifest;
}

function refuseNewer(header: ArchiveHeader): ArchiveHeader {
  const ours = currentSchemaVersion();
  if (header.format > ARCHIVE_FORMAT || header.schema > ours) {
    throw new RestoreRefused(
      `This archive comes from a newer Verdict (schema ${header.schema}; this one knows up to ${ours}): upgrade Verdict, then restore.`,
    );
  }
  return header;
}

/** Where an entry is staged: tables under database/, files under files/; any other name is refused. */
function stagedPath(name: string): string {
  if (name.startsWith(TABLES_FOLDER) && /^[\w-]+\.jsonl$/.test(name.slice(TABLES_FOLDER.length))) return name;
  if (name.startsWith(FILES_FOLDER) && isSafeArchivePath(name.slice(FILES_FOLDER.length))) return name;
  throw damaged(`it holds an entry it should not (${JSON.stringify(name)})`);
}

function checkAgainstManifest(
  manifest: Manifest,
  seen: Map<string, { bytes: number; sha256: string }>,
): void {
  const expected = [
    ...manifest.tables.map((table) => ({ name: tableEntry(table.table), ...table })),
    ...manifest.files.map((file) => ({ name: fileEntry(file.path), ...file })),
  ];
  for (const { name, bytes, sha256 } of expected) {
    const found = seen.get(name);
    if (!found) throw damaged(`${name} is missing`);
    if (found.bytes !== bytes || found.sha256 !== sha256)
      throw damaged(`${name} does not match its checksum`);
  }
  if (seen.size !== expected.length) throw damaged('it holds entries its manifest does not list');
}

async function readAll(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function saveEntry(
  entry: AsyncIterable<Buffer>,
  path: string,
): Promise<{ bytes: number; sha256: string }> {
  await mkdir(dirname(path), { recursive: true });
  const hash = createHash('sha256');
  let bytes = 0;
  const out = createWriteStream(path, { mode: 0o600 });
  await pipeline(
    entry,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        bytes += chunk.length;
        yield chunk;
      }
    },
    out,
  );
  return { bytes, sha256: hash.digest('hex') };
}
