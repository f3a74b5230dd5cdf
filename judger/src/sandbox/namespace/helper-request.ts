import type { RunRequest, RunResult } from '../sandbox';
import type { HelperRunReport } from './helper-process';

const SIGXFSZ = 25;

function checkLine(value: string, what: string): string {
  if (/[\n\0]/.test(value)) throw new Error(`${what} may not contain a newline or NUL`);
  return value;
}

/** One program section of the helper's text protocol (see native/main.c). */
export function encodeProgram(request: RunRequest, useCgroupMemory: boolean): string {
  const { limits } = request;
  const lines = [`prog ${request.box}`];
  if (request.stdinPath) lines.push(`stdin ${checkLine(request.stdinPath, 'stdin path')}`);
  if (request.stdoutPath) lines.push(`stdout ${checkLine(request.stdoutPath, 'stdout path')}`);
  if (request.stderrPath) lines.push(`stderr ${checkLine(request.stderrPath, 'stderr path')}`);
  for (const arg of request.argv) lines.push(`arg ${checkLine(arg, 'argument')}`);
  for (const [key, value] of Object.entries(request.env))
    lines.push(`env ${checkLine(`${key}=${value}`, 'env')}`);
  const addressSpaceKb = !useCgroupMemory && limits.limitAddressSpace ? limits.memoryKb : 0;
  lines.push(
    `cpu_ms ${Math.ceil(limits.cpuTimeMs)}`,
    `wall_ms ${Math.ceil(limits.wallTimeMs)}`,
    `mem_kb ${useCgroupMemory ? Math.ceil(limits.memoryKb) : 0}`,
    `as_kb ${Math.ceil(addressSpaceKb)}`,
    `stack_kb ${Math.ceil(limits.stackKb)}`,
    `procs ${limits.maxProcesses}`,
    `fsize ${limits.outputBytes}`,
    `nofile ${limits.openFiles}`,
  );
  return lines.join('\n') + '\n';
}

const ERRNO_NAMES: Record<number, string> = {
  2: 'ENOENT',
  8: 'ENOEXEC',
  13: 'EACCES',
  11: 'EAGAIN',
  12: 'ENOMEM',
};

export function decodeReport(report: HelperRunReport): RunResult {
  if (report.error) throw new Error(`sandbox: ${report.error}`);
  return {
    exitCode: report.exitCode,
    signal: report.signal,
    timeMs: Math.round(report.cpuUs / 1000),
    boxTimeMs: report.cgroupCpuUs < 0 ? -1 : Math.round(report.cgroupCpuUs / 1000),
    wallTimeMs: report.wallUs / 1000,
    endedAtMs: report.endUs === undefined ? undefined : report.endUs / 1000,
    memoryKb: report.maxRssKb,
    oomKilled: report.oomKilled,
    killedFor: report.killedFor,
    outputLimitExceeded: report.signal === SIGXFSZ,
    startError: report.execErrno
      ? `cannot start program: ${ERRNO_NAMES[report.execErrno] ?? `errno ${report.execErrno}`}`
      : undefined,
  };
}
