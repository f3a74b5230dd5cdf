import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const BENCHMARKS = join(__dirname, '..', '..', '..', 'docs', 'benchmarks.md');

/**
 * Replaces only its own section of docs/benchmarks.md (other sections belong to others): by
 * default "## Judger", written by `bench --write`.
 */
export function writeBenchmarkSection(
  body: string,
  heading = '## Judger',
  command = 'pnpm --filter @verdict/judger bench --write',
): void {
  const text = existsSync(BENCHMARKS) ? readFileSync(BENCHMARKS, 'utf8') : '# Benchmarks\n';
  const section = `${heading}\n\nCommand: \`${command}\`.\n\n${body}\n`;
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) {
    writeFileSync(BENCHMARKS, `${text.trimEnd()}\n\n${section}`);
    return;
  }
  const next = text.indexOf('\n## ', start + heading.length + 2);
  writeFileSync(BENCHMARKS, `${text.slice(0, start + 1)}${section}${next < 0 ? '' : text.slice(next)}`);
}
