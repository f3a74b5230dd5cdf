import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { copyFile, link, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack as tarPack, type Pack } from 'tar-stream';
import type { DataSource } from 'typeorm';
import {
  ARCHIVE_FORMAT,
  fileEntry,
  HEADER_ENTRY,
  MANIFEST_ENTRY,
  tableEntry,
  type ArchiveHeader,
  type FileRecord,
  type Manifest,
  type TableRecord,
} from './archive-format';
import { SQLITE_FILE } from '../database/data-source-options';
import { currentSchemaVersion } from './schema-version';
import {
  appliedSchemaVersion,
  databaseKind,
  openSiteDatabase,
  readSnapshot,
  type SiteLocation,
} from './site-database';
import { listSiteFiles } from './site-files';
import { readTable, tablesOf } from './table-rows';

export interface BackupOptions {
  /** The folder the archive is written to. */
  to: string;
  log?: (line: string) => void;
}

export interface BackupResult {
  archive: string;
  manifest: Manifest;
}

/**
 * Writes one archive of everything the site is while it goes on serving: the database as read in
 * one snapshot, then the data folder's files. A file written after the snapshot may come along;
 * none the snapshot refers to is missed, since test data and uploads are never rewritten in place.
 */
export async function backupSite(site: SiteLocation, options: BackupOptions): Promise<BackupResult> {
  const log = options.log ?? (() => undefined);
  const createdAt = new Date();
  const stamp = createdAt.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  const staging = join(site.dataDir, 'tmp', `backup-${stamp}-${process.pid}`);
  const archive = resolve(options.to, `verdict-backup-${stamp}.tar.gz`);
  await mkdir(options.to, { recursive: true, mode: 0o700 });
  await mkdir(staging, { recursive: true, mode: 0o700 });
  try {
    const header: ArchiveHeader = {
      format: ARCHIVE_FORMAT,
      schema: currentSchemaVersion(),
      createdAt: createdAt.toISOString(),
      database: databaseKind(site),
    };
    const tables = await dumpDatabase(site, header.schema, join(staging, 'database'), log);
    const files = await linkSiteFiles(site.dataDir, join(staging, 'files'));
    log(`files: ${files.length}`);
    const manifest = await writeArchive(archive, staging, header, tables, files);
    log(`archive: ${archive}`);
    return { archive, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function dumpDatabase(
  site: SiteLocation,
  schema: number,
  folder: string,
  log: (line: string) => void,
): Promise<{ table: string; rows: number }[]> {
  if (!site.databaseUrl && !existsSync(join(site.dataDir, SQLITE_FILE))) {
    throw new Error(
      `There is no Verdict site in ${site.dataDir}: set DATA_DIR (and DATABASE_URL) as the server has them.`,
    );
  }
  const dataSource = await openSiteDatabase(site);
  try {
    await refuseOutdatedDatabase(dataSource, schema);
    await mkdir(folder, { recursive: true });
    return await readSnapshot(dataSource, async (runner) => {
      const done: { table: string; rows: number }[] = [];
      for (const metadata of tablesOf(dataSource)) {
        const out = createWriteStream(join(folder, `${metadata.tableName}.jsonl`));
        let rows = 0;
        for await (const row of readTable(runner, metadata)) {
          if (!out.write(`${JSON.stringify(row)}\n`)) await once(out, 'drain');
          rows += 1;
        }
        await new Promise<void>((closed, fail) =>
          out.end((error?: Error | null) => (error ? fail(error) : closed())),
        );
        done.push({ table: metadata.tableName, rows });
        log(`table ${metadata.tableName}: ${rows} rows`);
      }
      return done;
    });
  } finally {
    await dataSource.destroy();
  }
}

/** An archive must name the schema its rows are in: a database behind the code is brought up to date first. */
async function refuseOutdatedDatabase(dataSource: DataSource, schema: number): Promise<void> {
  if (dataSource.options.type === 'better-sqlite3') return;
  const applied = await appliedSchemaVersion(dataSource);
  if (applied !== schema) {
    throw new Error(
      applied === undefined
        ? 'The database has no Verdict schema yet: there is nothing to back up.'
        : `The database is at schema ${applied} but this Verdict writes ${schema}: start Verdict once so it brings the database up to date, then back up.`,
    );
  }
}

/**
 * Hard links freeze each file as it is now (the site replaces files rather than rewriting them),
 * so a file's size cannot change between its header and its bytes.
 */
async function linkSiteFiles(dataDir: string, folder: string): Promise<{ path: string; bytes: number }[]> {
  const linked: { path: string; bytes: number }[] = [];
  for (const path of await listSiteFiles(dataDir)) {
    const target = join(folder, path);
    await mkdir(dirname(target), { recursive: true });
    try {
      await link(join(dataDir, path), target).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'EXDEV' || error.code === 'EPERM') return copyFile(join(dataDir, path), target);
        throw error;
      });
    } catch (error) {
      // Deleted since it was listed: the snapshot may still name it, as it would a moment later.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    linked.push({ path, bytes: (await stat(target)).size });
  }
  return linked;
}

async function writeArchive(
  archive: string,
  staging: string,
  header: ArchiveHeader,
  tables: { table: string; rows: number }[],
  files: { path: string; bytes: number }[],
): Promise<Manifest> {
  const partial = `${archive}.partial`;
  const pack = tarPack();
  const written = pipeline(pack, createGzip(), createWriteStream(partial, { mode: 0o600 }));
  try {
    await addBuffer(pack, HEADER_ENTRY, Buffer.from(JSON.stringify(header, null, 2)));
    const tableRecords: TableRecord[] = [];
    for (const { table, rows } of tables) {
      const { bytes, sha256 } = await addFile(
        pack,
        tableEntry(table),
        join(staging, 'database', `${table}.jsonl`),
      );
      tableRecords.push({ table, rows, bytes, sha256 });
    }
    const fileRecords: FileRecord[] = [];
    for (const { path, bytes } of files) {
      const added = await addFile(pack, fileEntry(path), join(staging, 'files', path), bytes);
      fileRecords.push({ path, ...added });
    }
    const manifest: Manifest = { ...header, tables: tableRecords, files: fileRecords };
    await addBuffer(pack, MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
    pack.finalize();
    await written;
    await rename(partial, archive);
    return manifest;
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}

function addBuffer(pack: Pack, name: string, data: Buffer): Promise<void> {
  return new Promise((done, fail) =>
    pack.entry({ name, mode: 0o600 }, data, (error) => (error ? fail(error) : done())),
  );
}

/** Streams one file into the archive, hashing what goes in. */
async function addFile(
  pack: Pack,
  name: string,
  path: string,
  size?: number,
): Promise<{ bytes: number; sha256: string }> {
  const bytes = size ?? (await stat(path)).size;
  const hash = createHash('sha256');
  const entry = pack.entry({ name, size: bytes, mode: 0o600 });
  const ended = once(entry, 'finish');
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    if (!entry.write(chunk)) await once(entry, 'drain');
  }
  entry.end(undefined);
  await ended;
  return { bytes, sha256: hash.digest('hex') };
}
