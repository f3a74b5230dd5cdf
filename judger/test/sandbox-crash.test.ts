import { execFileSync } from 'node:child_process';
import { JudgeStatus } from '@verdict/common';
import { JudgeHarness } from './utils/judge-harness';
import { loadFixtureProblem } from './utils/fixture-problems';
import { SLOW_AC } from './utils/slow-programs';
import { waitFor } from './utils/wait-for';

/**
 * A sandbox that breaks under a running submission is the judge's failure, not the contestant's:
 * the worker judges the task again in a fresh slot instead of reporting System Error.
 */
const problem = loadFixtureProblem('aplusb');
const slowProblem = { ...problem.spec, timeLimitMs: 5000 };

function childrenOf(pid: number, name: string): number[] {
  try {
    const out = execFileSync('pgrep', ['-P', String(pid), '-x', name], { encoding: 'utf8' });
    return out.split('\n').filter(Boolean).map(Number);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

/** The sandbox helpers of this process, and the box inits (pid 1 of each box) under them. */
const sandboxHelpers = () => childrenOf(process.pid, 'verdict-sandbox');
const boxInits = () => sandboxHelpers().flatMap((helper) => childrenOf(helper, 'verdict-sandbox'));

describe('sandbox crash mid-task', () => {
  const harness = new JudgeHarness([problem]);

  // The namespace backend's helper processes are what this kills.
  beforeAll(() => harness.start({ languages: ['C'], parallel: 1, sandbox: 'namespace' }));
  afterAll(() => harness.stop());

  it.each([
    ['the sandbox helper', sandboxHelpers],
    ['a box init', boxInits],
  ])('re-judges the submission in a new slot when %s is killed', async (_what, victims) => {
    harness.messages.length = 0;
    const pending = harness.submit(slowProblem, 'C', SLOW_AC);
    await waitFor(
      () => harness.messages.find((m) => m.type === 'progress' && m.status === JudgeStatus.JUDGING),
      'the first case to start',
    );
    const killed = victims();
    expect(killed.length).toBeGreaterThan(0);
    for (const pid of killed) process.kill(pid, 'SIGKILL');

    const result = await pending;
    expect({ status: result.status, error: result.errorMessage, score: result.score }).toEqual({
      status: JudgeStatus.ACCEPTED,
      error: undefined,
      score: 100,
    });
    expect(victims().some((pid) => killed.includes(pid))).toBe(false);
  });
});
