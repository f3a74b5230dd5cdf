import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as yauzl from 'yauzl';
import { badRequest } from '../../common/http/app.exception';
import { isSafeFileName } from './test-data-store';

export interface UnzipLimits {
  /** Entries of any kind in the archive. */
  maxEntries: number;
  /** Uncompressed bytes of one file. */
  maxEntryBytes: number;
  /** Uncompressed bytes of everything extracted. */
  maxTotalBytes: number;
}

export const TESTCASE_UNZIP_LIMITS: UnzipLimits = {
  maxEntries: 2000,
  maxEntryBytes: 256 * 1024 * 1024,
  maxTotalBytes: 1024 * 1024 * 1024,
};

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
/** A link's target is a path; anything longer is not one. */
const MAX_LINK_BYTES = 1024;

/** A symbolic link of the archive, to be extracted as a copy of the file it names. */
interface ArchiveLink {
  name: string;
  /** The linked file's path inside the archive. */
  target: string;
}

/** A path inside the archive that would land outside the target folder, or not be a plain path. */
function unsafePathReason(path: string): string | null {
  if (path.includes('\0')) return 'contains a NUL character';
  if (path.startsWith('/') || path.startsWith('\\') || /^[a-zA-Z]:/.test(path)) return 'is absolute';
  if (path.split(/[/\\]/).some((part) => part === '..')) return 'leaves the archive folder';
  return null;
}

/** The archive in memory, or at a path on disk (an upload received there), read from disk as needed. */
function openZip(source: Buffer | string): Promise<yauzl.ZipFile> {
  const options = {
    lazyEntries: true,
    decodeStrings: false,
    validateEntrySizes: true,
    strictFileNames: false,
  };
  return new Promise((resolve, reject) => {
    const opened = (error: Error | null, zip?: yauzl.ZipFile) =>
      error || !zip ? reject(badRequest('The file is not a valid zip archive')) : resolve(zip);
    if (typeof source === 'string') yauzl.open(source, options, opened);
    else yauzl.fromBuffer(source, options, opened);
  });
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) =>
      error || !stream
        ? reject(badRequest(`Can not read "${entryName(entry)}" from the zip`))
        : resolve(stream),
    );
  });
}

function entryName(entry: yauzl.Entry): string {
  const raw = entry.fileName as unknown as Buffer | string;
  return typeof raw === 'string' ? raw : raw.toString('utf8');
}

/**
 * Extracts the files of a zip (its bytes, or its path on disk) into `targetDir`, refusing the whole archive on the first unsafe
 * entry (absolute path, `..`, a symbolic link out of the archive, too many entries, a file or a
 * total that is too large — judged by the declared sizes first and by the bytes really inflated
 * while streaming). A link to another file of the archive (Kattis packages reuse one subtask's
 * cases in the next that way) is extracted as a copy of that file.
 * Only files at most `maxDepth` folders deep are extracted (HOJ's test-case zips use the root
 * only, its problem zips one folder per problem); deeper ones are checked and skipped.
 * Returns the relative paths extracted ("a.in", "problem_1/1.in"). The caller removes
 * `targetDir` on failure.
 */
export async function unzipFiles(
  source: Buffer | string,
  targetDir: string,
  limits: UnzipLimits,
  maxDepth = 0,
): Promise<string[]> {
  const zip = await openZip(source);
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw badRequest(`The zip has too many entries (at most ${limits.maxEntries})`);
    }
    await mkdir(targetDir, { recursive: true });
    const extracted: string[] = [];
    const links: ArchiveLink[] = [];
    let total = 0;
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      const name = entryName(entry);
      const unsafe = unsafePathReason(name);
      if (unsafe) throw badRequest(`The zip entry "${name}" ${unsafe}`);
      const parts = name.split('/');
      const wanted = !name.endsWith('/') && !name.includes('\\') && parts.length <= maxDepth + 1;
      if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) {
        const target =
          entry.uncompressedSize <= MAX_LINK_BYTES ? linkTarget(name, await readText(zip, entry)) : null;
        if (!target) throw symbolicLink(name);
        if (wanted && parts.every(isSafeFileName)) links.push({ name, target });
        continue;
      }
      if (!wanted || !parts.every(isSafeFileName)) continue;
      if (entry.uncompressedSize > limits.maxEntryBytes) throw tooLarge(name, limits);
      total += entry.uncompressedSize;
      if (total > limits.maxTotalBytes) throw tooLargeTotal(limits);
      if (parts.length > 1) {
        await mkdir(join(targetDir, ...parts.slice(0, -1)), { recursive: true }).catch(() => {
          throw badRequest(`The zip entry "${name}" clashes with another entry`);
        });
      }
      await extractEntry(zip, entry, join(targetDir, ...parts), name, limits);
      extracted.push(name);
    }
    await copyLinkedFiles(links, extracted, targetDir, total, limits);
    return extracted;
  } finally {
    zip.close();
  }
}

function symbolicLink(name: string) {
  return badRequest(`The zip entry "${name}" is a symbolic link`);
}

/** The archive path a link names, relative to its own folder; null when that leaves the archive. */
function linkTarget(name: string, text: string): string | null {
  if (text === '' || text.includes('\0') || text.includes('\\') || text.startsWith('/')) return null;
  const target = posix.normalize(posix.join(posix.dirname(name), text));
  return target.startsWith('../') || target === '..' || target.startsWith('/') ? null : target;
}

async function readText(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await openEntry(zip, entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Copies each linked file to its link's path once the files are out; a link to a link follows it.
 * A link naming no extracted file refuses the archive like any other link would; the copies count
 * towards the archive's total.
 */
async function copyLinkedFiles(
  links: ArchiveLink[],
  extracted: string[],
  targetDir: string,
  total: number,
  limits: UnzipLimits,
): Promise<void> {
  let waiting = links;
  while (waiting.length > 0) {
    const ready = waiting.filter((link) => extracted.includes(link.target));
    if (ready.length === 0) throw symbolicLink(waiting[0].name);
    for (const link of ready) {
      const source = join(targetDir, ...link.target.split('/'));
      total += (await stat(source)).size;
      if (total > limits.maxTotalBytes) throw tooLargeTotal(limits);
      await mkdir(join(targetDir, ...link.name.split('/').slice(0, -1)), { recursive: true });
      await copyFile(source, join(targetDir, ...link.name.split('/')));
      extracted.push(link.name);
    }
    waiting = waiting.filter((link) => !ready.includes(link));
  }
}

function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    const onEntry = (entry: yauzl.Entry) => {
      cleanup();
      resolve(entry);
    };
    const onEnd = () => {
      cleanup();
      resolve(null);
    };
    const onError = () => {
      cleanup();
      reject(badRequest('The zip archive is damaged'));
    };
    const cleanup = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}

async function extractEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  target: string,
  name: string,
  limits: UnzipLimits,
): Promise<void> {
  const stream = await openEntry(zip, entry);
  let written = 0;
  // The declared size may lie: count what really comes out of the inflater.
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      written += chunk.length;
      if (written > entry.uncompressedSize || written > limits.maxEntryBytes) {
        callback(badRequest(`The zip entry "${name}" is larger than it declares`));
        return;
      }
      callback(null, chunk);
    },
  });
  try {
    await pipeline(stream, counter, createWriteStream(target));
  } catch (error) {
    if (error instanceof Error && 'getStatus' in error) throw error;
    throw badRequest(`The zip entry "${name}" is damaged or larger than it declares`);
  }
}

function tooLarge(name: string, limits: UnzipLimits) {
  return badRequest(
    `The zip entry "${name}" is too large (at most ${limits.maxEntryBytes / 1024 / 1024} MB)`,
  );
}

function tooLargeTotal(limits: UnzipLimits) {
  return badRequest(`The zip unpacks to more than ${limits.maxTotalBytes / 1024 / 1024} MB`);
}
