import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The judger package version, reported in heartbeats. */
export const JUDGER_VERSION: string = (
  JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { version: string }
).version;
