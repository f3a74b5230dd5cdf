import type { SubmissionResult } from '@verdict/common';
import { JudgeHarness } from './utils/judge-harness';
import { listFixtureProblems, loadFixtureProblem, type FixtureProblem } from './utils/fixture-problems';
import { listFixtureSubmissions, NAME_BY_STATUS } from './utils/expectations';
import { SANDBOX_BACKENDS } from './utils/sandbox-backends';

/**
 * DMOJ-style fixture suite: real problems, real sources, the real pipeline (compilers, sandbox,
 * checkers, interactors) and the expected verdict list and score of each source, on every
 * installed sandbox backend.
 */
const problems = new Map<string, FixtureProblem>(
  listFixtureProblems().map((name) => [name, loadFixtureProblem(name)]),
);
const submissions = listFixtureSubmissions();
const languages = [...new Set(submissions.map((s) => s.language))];

describe.each(SANDBOX_BACKENDS)('fixture suite (%s sandbox)', (backend) => {
  const harness = new JudgeHarness([...problems.values()]);
  const results = new Map<string, Promise<SubmissionResult>>();

  beforeAll(async () => {
    await harness.start({ selfTest: true, languages, sandbox: backend });
    for (const s of submissions) {
      if (!harness.judger.languages.includes(s.language)) continue;
      results.set(
        `${s.problem}/${s.name}`,
        harness.submit(problems.get(s.problem)!.spec, s.language, s.code),
      );
    }
  }, 240000);

  afterAll(() => harness.stop());

  it('passes the language self-test for every language the fixtures need', () => {
    const missing = languages.filter((l) => !harness.judger.languages.includes(l));
    const optional = new Set(submissions.filter((s) => s.expect.optional).map((s) => s.language));
    expect(missing.filter((l) => !optional.has(l))).toEqual([]);
  });

  it.each(submissions.map((s) => [`${s.problem}/${s.name}`, s] as const))('%s', async (key, s) => {
    const pending = results.get(key);
    if (!pending) {
      expect(s.expect.optional).toBe(true); // toolchain not installed on this host
      return;
    }
    const result = await pending;
    const summary = {
      status: NAME_BY_STATUS.get(result.status),
      score: result.score,
      cases: result.cases.map((c) => NAME_BY_STATUS.get(c.status)),
    };
    expect({ summary, message: result.errorMessage }).toMatchObject({
      summary: { status: s.expect.status, score: s.expect.score, cases: s.expect.cases },
    });
    if (s.expect.firstCaseOutput !== undefined)
      expect(result.cases[0]?.userOutput).toBe(s.expect.firstCaseOutput);
    if (s.expect.messageContains) {
      const text = [result.errorMessage ?? '', ...result.cases.map((c) => c.message ?? '')].join('\n');
      expect(text).toContain(s.expect.messageContains);
    }
  });
});
