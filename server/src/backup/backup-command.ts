import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { backupSite } from './backup-site';
import { runCommand, siteFromEnvironment } from './command-line';

/** `pnpm backup [--to DIR]`: one archive of the site named by DATA_DIR and DATABASE_URL. */
runCommand(async (log) => {
  const { values } = parseArgs({ options: { to: { type: 'string', default: 'backups' } } });
  const { archive, manifest } = await backupSite(siteFromEnvironment(), { to: values.to, log });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  return `${archive} (${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files)`;
});
