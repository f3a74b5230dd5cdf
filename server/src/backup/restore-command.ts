import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { runCommand, siteFromEnvironment } from './command-line';
import { restoreSite } from './restore-site';

/** `pnpm restore ARCHIVE`: the site named by DATA_DIR and DATABASE_URL, brought back from an archive. */
runCommand(async (log) => {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1)
    throw new Error('Usage: pnpm restore ARCHIVE (into an empty DATA_DIR and database)');
  const site = siteFromEnvironment();
  const manifest = await restoreSite(site, positionals[0], { log });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  return `Restored ${rows} rows and ${manifest.files.length} files into ${site.dataDir}${site.databaseUrl ? ' and the database' : ''}.`;
});
