import { createHash } from 'node:crypto';
import type { PlannedCase } from './case-plan';

/** A problem's test data in short: how many cases, and a checksum that changes when any case or file does. */
export interface TestdataSummary {
  cases: number;
  checksum: string;
}

/**
 * The summary of these cases and the sha256 of the files they name. Two saves that leave every
 * case and file as it was give the same checksum, whatever version the save stamped.
 */
export function testdataSummary(
  cases: readonly PlannedCase[],
  sha256: Record<string, string>,
): TestdataSummary {
  const hash = createHash('sha256');
  for (const c of [...cases].sort((a, b) => a.caseIndex - b.caseIndex)) {
    const files = [sha256[c.inputName] ?? '', sha256[c.outputName] ?? ''];
    hash.update(
      JSON.stringify([c.input, c.output, c.inputName, c.outputName, c.score, c.groupNum, ...files]),
    );
  }
  return { cases: cases.length, checksum: hash.digest('hex').slice(0, 12) };
}
