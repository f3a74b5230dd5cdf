import type { Sample } from '@/types/problem';

/**
 * Test judge: after an Accepted run, the sample whose input and expected
 * output equal the test's (ignoring leading and trailing whitespace) is reported as passed.
 * Returns its 1-based number, or null.
 */
export function matchSample(
  input: string,
  expectedOutput: string,
  samples: readonly Sample[],
): number | null {
  const index = samples.findIndex(
    (sample) => sample.input.trim() === input.trim() && sample.output.trim() === expectedOutput.trim(),
  );
  return index === -1 ? null : index + 1;
}
