import { isolateRunArgs, isolateInitArgs } from './isolate-command';
import { isolateMetaToResult, parseIsolateMeta } from './isolate-meta';

const limits = {
  cpuTimeMs: 1200,
  wallTimeMs: 3600,
  memoryKb: 262144,
  stackKb: 131072,
  maxProcesses: 64,
  outputBytes: 32 << 20,
  openFiles: 64,
};

describe('isolate command line', () => {
  const box = {
    boxId: 4,
    metaPath: '/var/judge/meta-0',
    etcDir: '/var/judge/etc',
    launcherDir: '/var/judge/bin',
    readOnlyDirs: ['/opt/rust'],
  };

  it('builds a cgroup run with every limit, the box view, env and the launched program', () => {
    const args = isolateRunArgs(
      { box: 0, argv: ['./main', 'x'], env: { PATH: '/usr/bin', HOME: '/w' }, limits },
      { ...box, cgroup: 'v1' },
    );
    expect(args).toEqual([
      '--cg',
      '--box-id=4',
      '--meta=/var/judge/meta-0',
      '--silent',
      '--time=1.200',
      '--wall-time=3.600',
      '--extra-time=0',
      '--cg-mem=262144',
      '--cg-timing',
      '--stack=131072',
      '--processes=64',
      '--fsize=32768',
      '--open-files=64',
      '--dir=dev:dev:norec',
      '--dir=dev/shm=',
      '--dir=w=./box:rw',
      '--dir=etc=/var/judge/etc',
      '--dir=run/verdict=/var/judge/bin',
      '--dir=/opt/rust',
      '--chdir=/w',
      '--env=LIBC_FATAL_STDERR_=',
      '--env=PATH=/usr/bin',
      '--env=HOME=/w',
      '--run',
      '--',
      '/run/verdict/verdict-seccomp-exec',
      './main',
      'x',
    ]);
    expect(isolateInitArgs(3)).toEqual(['--cg', '--box-id=3', '--init']);
  });

  it('leaves out --cg-timing for isolate 2.x and --cg-mem without a memory limit', () => {
    const args = isolateRunArgs(
      { box: 0, argv: ['./main'], env: {}, limits: { ...limits, memoryKb: 0 } },
      { ...box, cgroup: 'v2' },
    );
    expect(args.filter((arg) => arg.startsWith('--cg'))).toEqual(['--cg']);
  });
});

describe('isolate meta file', () => {
  it('parses a clean run', () => {
    const meta = parseIsolateMeta(
      'time:0.012\ntime-wall:0.031\nmax-rss:1404\ncg-mem:2048\nexitcode:0\ncsw-voluntary:2\n',
    );
    expect(isolateMetaToResult(meta, 1200)).toMatchObject({
      exitCode: 0,
      signal: 0,
      timeMs: 12,
      wallTimeMs: 31,
      memoryKb: 1404,
      killedFor: 'none',
      oomKilled: false,
    });
  });

  it('reads a timeout, a signal, an OOM kill and an internal error', () => {
    expect(
      isolateMetaToResult(
        parseIsolateMeta('status:TO\nmessage:Time limit exceeded\ntime:1.201\ntime-wall:1.25\nkilled:1\n'),
        1200,
      ).killedFor,
    ).toBe('cpu');
    expect(
      isolateMetaToResult(
        parseIsolateMeta(
          'status:TO\nmessage:Time limit exceeded (wall clock)\ntime:0.001\ntime-wall:3.6\nkilled:1\n',
        ),
        1200,
      ).killedFor,
    ).toBe('wall');
    expect(
      isolateMetaToResult(
        parseIsolateMeta('status:SG\nexitsig:11\nmessage:Caught fatal signal 11\ntime:0.002\n'),
        1200,
      ),
    ).toMatchObject({ signal: 11, exitCode: -1 });
    const killed = parseIsolateMeta('status:SG\nexitsig:9\ncg-oom-killed:1\ncg-mem:262144\n');
    expect(isolateMetaToResult(killed, 1200).oomKilled).toBe(true);
    // the flag stays set after a box's first kill: a counted run overrides it
    expect(isolateMetaToResult(killed, 1200, false).oomKilled).toBe(false);
    expect(isolateMetaToResult(parseIsolateMeta('status:SG\nexitsig:25\n'), 1200).outputLimitExceeded).toBe(
      true,
    );
    expect(
      isolateMetaToResult(parseIsolateMeta('status:XX\nmessage:cannot chdir\n'), 1200).startError,
    ).toContain('cannot chdir');
  });
});
