import { statSync } from 'node:fs';

/**
 * Why an env file holding secrets (the judger token, the Redis URL) is too open, or undefined when
 * it is absent or readable by its owner only. deploy/ installs it 0600; other local users (and
 * anything that can read the host's files) must not learn the token that unlocks all test data.
 */
export function envFileExposure(path: string): string | undefined {
  let mode: number;
  try {
    mode = statSync(path).mode & 0o777;
  } catch {
    return undefined;
  }
  if ((mode & 0o077) === 0) return undefined;
  const octal = mode.toString(8).padStart(3, '0');
  return `${path} is mode ${octal}: other users can read its secrets; run chmod 600 ${path}`;
}
