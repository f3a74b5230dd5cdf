import { decodeReport, encodeProgram } from './helper-request';

const limits = {
  cpuTimeMs: 700,
  wallTimeMs: 2100,
  memoryKb: 233472,
  limitAddressSpace: true,
  stackKb: 131072,
  maxProcesses: 128,
  outputBytes: 1000,
  openFiles: 256,
};

describe('sandbox helper protocol', () => {
  it('encodes a program section; memory goes to the cgroup when there is one, else to RLIMIT_AS', () => {
    const request = {
      box: 0 as const,
      argv: ['./main'],
      env: { PATH: '/usr/bin' },
      stdinPath: '/s/in',
      stdoutPath: '/s/out',
      limits,
    };
    expect(encodeProgram(request, true)).toBe(
      'prog 0\nstdin /s/in\nstdout /s/out\narg ./main\nenv PATH=/usr/bin\ncpu_ms 700\nwall_ms 2100\nmem_kb 233472\nas_kb 0\nstack_kb 131072\nprocs 128\nfsize 1000\nnofile 256\n',
    );
    expect(encodeProgram(request, false)).toContain('mem_kb 0\nas_kb 233472\n');
  });

  it('refuses values that would break the line protocol', () => {
    expect(() => encodeProgram({ box: 0, argv: ['a\nrun'], env: {}, limits }, true)).toThrow('newline');
  });

  it('decodes a report, naming exec errors and output-limit kills', () => {
    const report = {
      exitCode: -1,
      signal: 25,
      cpuUs: 1499,
      cgroupCpuUs: 1600,
      wallUs: 2000,
      maxRssKb: 900,
      cgroupPeakKb: 800,
      oomKilled: false,
      killedFor: 'none' as const,
      execErrno: 0,
    };
    expect(decodeReport(report)).toMatchObject({
      timeMs: 1,
      wallTimeMs: 2,
      memoryKb: 900,
      outputLimitExceeded: true,
      startError: undefined,
    });
    expect(decodeReport({ ...report, signal: 0, execErrno: 2 }).startError).toContain('ENOENT');
  });
});
