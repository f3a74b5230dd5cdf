import { resolve } from 'node:path';
import type { SiteLocation } from './site-database';

/** The site the command works on, named by the same variables the server reads. */
export function siteFromEnvironment(env: NodeJS.ProcessEnv = process.env): SiteLocation {
  return { dataDir: resolve(env.DATA_DIR || 'data'), databaseUrl: env.DATABASE_URL || undefined };
}

/** Runs a command, printing its progress and any refusal on stderr; exits 1 on failure. */
export function runCommand(work: (log: (line: string) => void) => Promise<string>): void {
  const log = (line: string) => process.stderr.write(`${line}\n`);
  work(log).then(
    (summary) => {
      process.stdout.write(`${summary}\n`);
      process.exit(0);
    },
    (error: Error) => {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    },
  );
}
