import { JudgeHarness } from './utils/judge-harness';
import { loadFixtureProblem } from './utils/fixture-problems';
import { NAME_BY_STATUS } from './utils/expectations';

/** Test runs (custom input): same sandbox and limits, output echoed, AC/WA against an expectation. */
const problem = loadFixtureProblem('aplusb');
const AB = 'a, b = map(int, input().split())\nprint(a + b)\n';

describe('test run', () => {
  const harness = new JudgeHarness([problem]);
  beforeAll(() => harness.start({ languages: ['Python3', 'C'] }));
  afterAll(() => harness.stop());

  it.each([
    ['no expectation, clean run', AB, '2 3\n', undefined, 'AC', '5\n'],
    ['matching expectation', AB, '2 3\n', '5\n', 'AC', '5\n'],
    ['trailing blanks ignored with remove-end-blank', AB, '2 3\n', '5   \n\n', 'AC', '5\n'],
    ['different output', AB, '2 3\n', '6\n', 'WA', '5\n'],
    ['runtime error shows stderr', 'raise SystemExit("boom")\n', '', undefined, 'RE', ''],
  ] as const)('%s', async (_name, code, input, expected, status, output) => {
    const result = await harness.testRun(problem.spec, 'Python3', code, input, expected);
    expect({ status: NAME_BY_STATUS.get(result.status), output: result.userOutput }).toEqual({
      status,
      output,
    });
    if (status === 'RE') expect(result.stderr).toContain('boom');
  });

  it('echoes at most 1000 characters and reports compile errors', async () => {
    const long = await harness.testRun(problem.spec, 'Python3', 'print("x" * 5000)\n', '');
    expect(long.userOutput).toBe(`${'x'.repeat(1000)}...`);
    const ce = await harness.testRun(problem.spec, 'C', 'int main( {', '');
    expect(NAME_BY_STATUS.get(ce.status)).toBe('CE');
    expect(ce.stderr).toContain('error');
  });
});
