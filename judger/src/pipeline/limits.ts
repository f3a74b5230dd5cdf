import { effectiveLimits, type LanguageSpec } from '@verdict/common';
import type { RunLimits } from '../sandbox/sandbox';

export const MAX_PROCESSES = 128;
export const OPEN_FILES = 256;
const MB = 1024;
/** Headroom above the memory limit before the cgroup kills (HOJ gives +100 MB). */
const MEMORY_HEADROOM_KB = 100 * MB;
/** The judge measures CPU up to limit + 200 ms so a slightly slow program is still reported TLE. */
const CPU_GRACE_MS = 200;
const MIN_OUTPUT_BYTES = 32 * MB * 1024;

export interface ProblemLimits {
  timeLimitMs: number;
  memoryLimitMb: number;
  stackLimitMb: number;
}

/** What a program is judged against (after the language multiplier) and what the box enforces. */
export interface CaseLimits {
  timeLimitMs: number;
  memoryLimitKb: number;
  box: RunLimits;
}

export function caseLimits(
  language: LanguageSpec,
  problem: ProblemLimits,
  expectedOutputBytes = 0,
): CaseLimits {
  const { timeLimitMs, memoryLimitMb } = effectiveLimits(
    language,
    problem.timeLimitMs,
    problem.memoryLimitMb,
  );
  const cpuTimeMs = timeLimitMs + CPU_GRACE_MS;
  return {
    timeLimitMs,
    memoryLimitKb: memoryLimitMb * MB,
    box: {
      cpuTimeMs,
      wallTimeMs: cpuTimeMs * 3,
      memoryKb: memoryLimitMb * MB + MEMORY_HEADROOM_KB,
      limitAddressSpace: language.nativeLimits,
      stackKb: problem.stackLimitMb * MB,
      maxProcesses: MAX_PROCESSES,
      outputBytes: Math.max(2 * expectedOutputBytes, MIN_OUTPUT_BYTES),
      openFiles: OPEN_FILES,
    },
  };
}

export function compileLimits(compile: {
  cpuSeconds: number;
  wallSeconds: number;
  memoryMb: number;
}): RunLimits {
  return {
    cpuTimeMs: compile.cpuSeconds * 1000,
    wallTimeMs: compile.wallSeconds * 1000,
    memoryKb: compile.memoryMb * MB,
    limitAddressSpace: false,
    stackKb: 256 * MB,
    maxProcesses: MAX_PROCESSES,
    outputBytes: 256 * MB * 1024,
    openFiles: OPEN_FILES,
  };
}
