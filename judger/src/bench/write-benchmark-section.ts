import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const BENCHMARKS = join(__dirname, '..', '..', '..', 'docs', 'benchmarks.md');
const HEADING = '## Judger';

/** Replaces only the "## Judger" section of docs/benchmarks.md (other sections belong to others). */
export function writeBenchmarkSection(body: string): void {
  const text = existsSync(BENCHMARKS) ? readFileSync(BENCHMARKS, 'utf8') : '# Benchmarks\n';
  const section = `${HEADING}\n\nCommand: \`pnpm --filter @verdict/judger bench --write\`.\n\n${body}\n`;
  const start = text.indexOf(`\n${HEADING}\n`);
  if (start < 0) {
    writeFileSync(BENCHMARKS, `${text.trimEnd()}\n\n${section}`);
    return;
  }
  const next = text.indexOf('\n## ', start + HEADING.length + 2);
  writeFileSync(BENCHMARKS, `${text.slice(0, start + 1)}${section}${next < 0 ? '' : text.slice(next)}`);
}
