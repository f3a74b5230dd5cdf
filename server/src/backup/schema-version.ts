import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The schema this code writes: the timestamp of its newest migration. SQLite sites build their
 * schema from the entities rather than the migrations, but each entity change ships with its
 * migration, so the same number names both.
 */
export function currentSchemaVersion(): number {
  const folder = join(__dirname, '..', 'database', 'migrations');
  const stamps = readdirSync(folder)
    .map((name) => /^(\d+)-.+\.(ts|js)$/.exec(name))
    .filter((match) => match !== null)
    .map((match) => Number(match[1]));
  return Math.max(...stamps);
}
