import { createHash, randomBytes } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { extract as tarExtract, pack as tarPack } from 'tar-stream';
import { openSiteDatabase, readSnapshot, type SiteLocation } from '../../src/backup/site-database';
import { readTable, tablesOf } from '../../src/backup/table-rows';
import { mysqlAdmin } from './create-test-app';
import { MYSQL_ADMIN_URL } from './test-mode';

/** A data folder that does not exist yet and, for MariaDB, an empty database of its own. */
export async function emptySite(kind: 'mysql' | 'sqlite'): Promise<SiteLocation> {
  const id = randomBytes(5).toString('hex');
  const dataDir = join(mkdtempSync(join(tmpdir(), `verdict-restore-${id}-`)), 'data');
  if (kind === 'sqlite') return { dataDir };
  const database = `verdict_test_${id}`;
  await mysqlAdmin((sql) =>
    sql(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`),
  );
  return { dataDir, databaseUrl: `${MYSQL_ADMIN_URL}/${database}` };
}

export async function removeSite(site: SiteLocation): Promise<void> {
  rmSync(join(site.dataDir, '..'), { recursive: true, force: true });
  if (site.databaseUrl) {
    const database = site.databaseUrl.replace(/^.*\//, '');
    await mysqlAdmin((sql) => sql(`DROP DATABASE IF EXISTS \`${database}\``));
  }
}

/** Every entry of an archive, read with a tar reader of its own. */
export async function readArchive(archive: string): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const extract = tarExtract();
  const reading = pipeline(createReadStream(archive), createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
    entries.set(entry.header.name, Buffer.concat(chunks));
  }
  await reading;
  return entries;
}

/** Each table's rows as sorted JSON lines, read in one snapshot. */
export async function rowsOfSite(site: SiteLocation): Promise<Map<string, string[]>> {
  const dataSource = await openSiteDatabase(site);
  try {
    return await readSnapshot(dataSource, async (runner) => {
      const tables = new Map<string, string[]>();
      for (const metadata of tablesOf(dataSource)) {
        const lines: string[] = [];
        for await (const row of readTable(runner, metadata)) lines.push(JSON.stringify(row));
        tables.set(metadata.tableName, lines.sort());
      }
      return tables;
    });
  } finally {
    await dataSource.destroy();
  }
}

/** The rows an archive holds, in the same form as `rowsOfSite`. */
export function rowsOfArchive(entries: Map<string, Buffer>): Map<string, string[]> {
  const tables = new Map<string, string[]>();
  for (const [name, data] of entries) {
    const match = /^database\/(.+)\.jsonl$/.exec(name);
    if (match) tables.set(match[1], data.toString('utf8').split('\n').filter(Boolean).sort());
  }
  return tables;
}

/** Each file under `folder` with its checksum, leaving out the given top-level names. */
export function filesOf(folder: string, leaveOut: RegExp): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      const path = relative(folder, full);
      if (leaveOut.test(path)) continue;
      if (statSync(full).isDirectory()) walk(full);
      else files[path] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(folder);
  return files;
}

/** Writes entries, in their order, as a gzipped tar: how a test makes an archive that was tampered with. */
export async function writeArchive(path: string, entries: Map<string, Buffer>): Promise<void> {
  const pack = tarPack();
  const written = pipeline(pack, createGzip(), createWriteStream(path));
  for (const [name, data] of entries) {
    await new Promise<void>((done, fail) =>
      pack.entry({ name }, data, (error) => (error ? fail(error) : done())),
    );
  }
  pack.finalize();
  await written;
}

/** The tables a site's database has and each one's columns, as the database itself reports them. */
export async function columnsOfSite(site: SiteLocation): Promise<Map<string, string[]>> {
  const dataSource = await openSiteDatabase(site);
  try {
    const rows = (await dataSource.query(
      site.databaseUrl
        ? 'SELECT TABLE_NAME AS t, COLUMN_NAME AS c FROM information_schema.columns WHERE table_schema = DATABASE()'
        : "SELECT m.name AS t, p.name AS c FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table'",
    )) as { t: string; c: string }[];
    const tables = new Map<string, string[]>();
    for (const { t, c } of rows) {
      if (t !== 'migrations' && t !== 'sqlite_sequence') tables.set(t, [...(tables.get(t) ?? []), c].sort());
    }
    return tables;
  } finally {
    await dataSource.destroy();
  }
}
