import type { RunRequest } from '../sandbox';

export interface IsolateBoxRef {
  boxId: number;
  metaPath: string;
  /** Read-only directories to bind at the same path (toolchains outside the default set). */
  readOnlyDirs: string[];
}

const kb = (bytes: number) => Math.ceil(bytes / 1024);

/**
 * The `isolate --run` command line for a request. Always --cg (memory by cgroup, as on judge
 * hosts with cgroup v2); stdio is inherited from the isolate process, which the backend wires to
 * host files, so nothing inside the box names them.
 */
export function isolateRunArgs(request: RunRequest, box: IsolateBoxRef): string[] {
  const { limits } = request;
  const args = [
    '--cg',
    `--box-id=${box.boxId}`,
    `--meta=${box.metaPath}`,
    `--time=${(limits.cpuTimeMs / 1000).toFixed(3)}`,
    `--wall-time=${(limits.wallTimeMs / 1000).toFixed(3)}`,
    '--extra-time=0',
    `--cg-mem=${Math.ceil(limits.memoryKb)}`,
    `--stack=${Math.ceil(limits.stackKb)}`,
    `--processes=${limits.maxProcesses}`,
    `--fsize=${kb(limits.outputBytes)}`,
    `--open-files=${limits.openFiles}`,
    '--chdir=/box',
  ];
  for (const dir of box.readOnlyDirs) args.push(`--dir=${dir}`);
  for (const [key, value] of Object.entries(request.env)) args.push(`--env=${key}=${value}`);
  const argv = request.argv.map((arg) => (arg.startsWith('/w/') ? `/box/${arg.slice(3)}` : arg));
  args.push('--run', '--', ...argv);
  return args;
}

export function isolateInitArgs(boxId: number): string[] {
  return ['--cg', `--box-id=${boxId}`, '--init'];
}

export function isolateCleanupArgs(boxId: number): string[] {
  return ['--cg', `--box-id=${boxId}`, '--cleanup'];
}
