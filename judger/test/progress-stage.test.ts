import { JudgeStatus, type JudgeProgress } from '@verdict/common';
import { JudgeHarness } from './utils/judge-harness';
import { loadFixtureProblem } from './utils/fixture-problems';

/** The judge says when it is fetching test data, so a waiting user knows why nothing moves yet. */
const problem = loadFixtureProblem('aplusb');
const AB = 'a, b = map(int, input().split())\nprint(a + b)\n';

describe('progress stages', () => {
  const harness = new JudgeHarness([problem]);
  beforeAll(() => harness.start({ languages: ['Python3'] }));
  afterAll(() => harness.stop());

  const progressOf = (submissionId: number) =>
    harness.messages
      .filter((m): m is JudgeProgress => m.type === 'progress' && m.submissionId === submissionId)
      .map((m) => [m.status, m.stage ?? null]);

  it('reports fetching test data before the first download, then compiling; nothing of it once cached', async () => {
    const first = await harness.submit(problem.spec, 'Python3', AB);
    expect(first.status).toBe(JudgeStatus.ACCEPTED);
    expect(progressOf(first.submissionId).slice(0, 2)).toEqual([
      [JudgeStatus.COMPILING, 'fetching-test-data'],
      [JudgeStatus.COMPILING, null],
    ]);

    const second = await harness.submit(problem.spec, 'Python3', AB);
    expect(second.status).toBe(JudgeStatus.ACCEPTED);
    const stages = progressOf(second.submissionId);
    expect(stages[0]).toEqual([JudgeStatus.COMPILING, null]);
    expect(stages.filter(([, stage]) => stage !== null)).toEqual([]);
  });
});
