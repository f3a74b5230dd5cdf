import { JudgeStatus } from '@verdict/common';
import type { RunResult } from '../sandbox/sandbox';
import { classifyRun } from './classify-run';

const clean: RunResult = {
  exitCode: 0,
  signal: 0,
  timeMs: 10,
  boxTimeMs: 10,
  wallTimeMs: 12,
  memoryKb: 1000,
  oomKilled: false,
  killedFor: 'none',
  outputLimitExceeded: false,
};
const {
  ACCEPTED: AC,
  TIME_LIMIT_EXCEEDED: TLE,
  MEMORY_LIMIT_EXCEEDED: MLE,
  RUNTIME_ERROR: RE,
  SYSTEM_ERROR: SE,
} = JudgeStatus;

describe('classifyRun (limits 1000 ms, 2048 KB)', () => {
  it.each([
    ['clean run', {}, AC],
    ['over the time limit without a kill', { timeMs: 1001 }, TLE],
    ['killed for CPU', { killedFor: 'cpu', timeMs: 1200 }, TLE],
    ['killed for wall time while sleeping', { killedFor: 'wall', timeMs: 0 }, TLE],
    ['OOM kill beats the clock', { oomKilled: true, signal: 9, timeMs: 1500 }, MLE],
    ['killed for CPU while over the memory limit', { killedFor: 'cpu', memoryKb: 5000 }, MLE],
    ['peak memory over the limit', { memoryKb: 2049 }, MLE],
    ['output limit', { signal: 25, outputLimitExceeded: true }, RE],
    ['signal', { signal: 11 }, RE],
    ['exit code', { exitCode: 3 }, RE],
    ['could not start', { startError: 'cannot start program: ENOENT' }, SE],
  ] as const)('%s', (_name, change, status) => {
    expect(classifyRun({ ...clean, ...change }, 1000, 2048).status).toBe(status);
  });

  it('reports a sleeping TLE above the limit and names the signal', () => {
    expect(classifyRun({ ...clean, killedFor: 'wall', timeMs: 0 }, 1000, 2048).timeMs).toBe(1001);
    expect(classifyRun({ ...clean, signal: 11 }, 1000, 2048).message).toContain('SIGSEGV');
  });
});
