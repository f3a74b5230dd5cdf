export interface TestcasePair {
  input: string;
  output: string;
  /** The zip had no output for this input; an empty one is created (HOJ does the same). */
  missingOutput: boolean;
}

const IN_EXT = /^(.+)\.in$/;

/**
 * HOJ's zip pairing rules: `X.in` with `X.out` (or `X.ans`), or
 * `…input….txt` with the same name where "input" becomes "output". Other files are ignored.
 * Pairs are sorted by the input's base-name length, then lexicographically, so 2 comes before 10.
 */
export function pairTestcases(fileNames: readonly string[]): TestcasePair[] {
  const names = new Set(fileNames);
  const pairs: (TestcasePair & { key: string })[] = [];
  for (const name of fileNames) {
    const inMatch = IN_EXT.exec(name);
    if (inMatch) {
      const key = inMatch[1];
      const output = [`${key}.out`, `${key}.ans`].find((candidate) => names.has(candidate));
      pairs.push({ key, input: name, output: output ?? `${key}.out`, missingOutput: !output });
      continue;
    }
    if (name.endsWith('.txt') && name.includes('input')) {
      const output = name.replace('input', 'output');
      pairs.push({ key: name.slice(0, -4), input: name, output, missingOutput: !names.has(output) });
    }
  }
  pairs.sort((a, b) => a.key.length - b.key.length || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return pairs.map(({ input, output, missingOutput }) => ({ input, output, missingOutput }));
}
