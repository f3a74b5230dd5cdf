import { JudgeStatus } from '@verdict/common';
import type { RunResult } from '../sandbox/sandbox';
import { signalName } from './signal-name';

export interface RunVerdict {
  /** ACCEPTED here means "ran fine": the output still has to be checked. */
  status: number;
  timeMs: number;
  memoryKb: number;
  message?: string;
}

/**
 * Turns a sandbox report into a verdict. A program that could not start is a system error; a kill
 * by the memory cgroup is MLE whatever the clock said (reclaim before the kill burns CPU); then,
 * as HOJ, time before memory (against the language-adjusted limits), then the ways of dying.
 * HOJ maps output-limit-exceeded to RE with a message.
 */
export function classifyRun(result: RunResult, timeLimitMs: number, memoryLimitKb: number): RunVerdict {
  const base = { timeMs: result.timeMs, memoryKb: result.memoryKb };
  if (result.startError) return { ...base, status: JudgeStatus.SYSTEM_ERROR, message: result.startError };
  // Killed at the memory cgroup, or stopped for time while already over the memory limit (the
  // kernel's reclaim at the cgroup limit can burn the CPU budget before its OOM kill lands).
  if (result.oomKilled || (result.killedFor !== 'none' && result.memoryKb > memoryLimitKb)) {
    return {
      ...base,
      memoryKb: Math.max(result.memoryKb, memoryLimitKb + 1),
      status: JudgeStatus.MEMORY_LIMIT_EXCEEDED,
    };
  }
  if (result.killedFor !== 'none' || result.timeMs > timeLimitMs) {
    const timeMs = result.killedFor === 'wall' ? Math.max(result.timeMs, timeLimitMs + 1) : result.timeMs;
    const message =
      result.killedFor === 'wall' ? 'Wall-clock time limit exceeded (waiting or sleeping)' : undefined;
    return { ...base, timeMs, status: JudgeStatus.TIME_LIMIT_EXCEEDED, message };
  }
  if (result.memoryKb > memoryLimitKb) {
    return {
      ...base,
      memoryKb: Math.max(result.memoryKb, memoryLimitKb + 1),
      status: JudgeStatus.MEMORY_LIMIT_EXCEEDED,
    };
  }
  if (result.outputLimitExceeded) {
    return {
      ...base,
      status: JudgeStatus.RUNTIME_ERROR,
      message: 'Output Limit Exceeded: the program wrote too much output',
    };
  }
  if (result.signal) {
    return {
      ...base,
      status: JudgeStatus.RUNTIME_ERROR,
      message: `Killed by signal ${result.signal} (${signalName(result.signal)})`,
    };
  }
  if (result.exitCode !== 0) {
    return { ...base, status: JudgeStatus.RUNTIME_ERROR, message: `Exited with code ${result.exitCode}` };
  }
  return { ...base, status: JudgeStatus.ACCEPTED };
}
