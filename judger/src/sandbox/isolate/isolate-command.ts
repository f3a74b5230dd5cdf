import type { RunRequest } from '../sandbox';

/** Where the box sees the seccomp launcher's directory, and the launcher in it. */
export const LAUNCHER_DIR_IN_BOX = '/run/verdict';
export const LAUNCHER_NAME = 'verdict-seccomp-exec';

export interface IsolateBoxRef {
  boxId: number;
  metaPath: string;
  /** 1.x (cgroup v1) also takes --cg-timing; 2.x always times by cgroup and has no such flag. */
  cgroup: 'v1' | 'v2';
  /** Host directory bound read-only as the box's /etc (the curated one, never the host's). */
  etcDir: string;
  /** Host directory holding the seccomp launcher, bound read-only at LAUNCHER_DIR_IN_BOX. */
  launcherDir: string;
  /** Read-only directories to bind at the same path (toolchains outside the default set). */
  readOnlyDirs: string[];
}

const kb = (bytes: number) => Math.ceil(bytes / 1024);

/**
 * Directory rules besides isolate's defaults (/box, /bin, /dev, /lib*, /proc, /tmp, /usr):
 * - /dev without its submounts: isolate 1.x–2.5 bind /dev recursively, and the host's /dev/shm
 *   would come along writable. What remains is the empty, read-only /dev/shm directory; 2.6's
 *   default private tmpfs there is removed too, so no run can leave anything in shared memory;
 * - /w, the box directory where every backend keeps it (also still at /box, isolate's working dir);
 * - the curated /etc and the seccomp launcher, read-only.
 */
function directoryRules(box: IsolateBoxRef): string[] {
  return [
    '--dir=dev:dev:norec',
    '--dir=dev/shm=',
    '--dir=w=./box:rw',
    `--dir=etc=${box.etcDir}`,
    `--dir=${LAUNCHER_DIR_IN_BOX.slice(1)}=${box.launcherDir}`,
    ...box.readOnlyDirs.map((dir) => `--dir=${dir}`),
  ];
}

/**
 * The `isolate --run` command line for a request. Always --cg (memory and CPU time by cgroup);
 * --silent keeps isolate's status line out of the program's stderr (a compiler's stderr is the
 * CE message). stdio is inherited from the isolate process, which the backend wires to pipes and
 * host files, so nothing inside the box names a host file. The program starts through the
 * seccomp launcher, which installs the system-call filter isolate lacks.
 */
export function isolateRunArgs(request: RunRequest, box: IsolateBoxRef): string[] {
  const { limits } = request;
  const args = [
    '--cg',
    `--box-id=${box.boxId}`,
    `--meta=${box.metaPath}`,
    '--silent',
    `--time=${(limits.cpuTimeMs / 1000).toFixed(3)}`,
    `--wall-time=${(limits.wallTimeMs / 1000).toFixed(3)}`,
    '--extra-time=0',
  ];
  if (limits.memoryKb > 0) args.push(`--cg-mem=${Math.ceil(limits.memoryKb)}`);
  if (box.cgroup === 'v1') args.push('--cg-timing');
  args.push(
    `--stack=${Math.ceil(limits.stackKb)}`,
    `--processes=${limits.maxProcesses}`,
    `--fsize=${kb(limits.outputBytes)}`,
    `--open-files=${limits.openFiles}`,
    ...directoryRules(box),
    '--chdir=/w',
  );
  // isolate adds LIBC_FATAL_STDERR_=1 of its own; the box gets exactly the request's variables.
  args.push('--env=LIBC_FATAL_STDERR_=');
  for (const [key, value] of Object.entries(request.env)) args.push(`--env=${key}=${value}`);
  args.push('--run', '--', `${LAUNCHER_DIR_IN_BOX}/${LAUNCHER_NAME}`, ...request.argv);
  return args;
}

export function isolateInitArgs(boxId: number): string[] {
  return ['--cg', `--box-id=${boxId}`, '--init'];
}

export function isolateCleanupArgs(boxId: number): string[] {
  return ['--cg', `--box-id=${boxId}`, '--cleanup'];
}
