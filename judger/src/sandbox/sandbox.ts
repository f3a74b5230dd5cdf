/**
 * What the judge pipeline knows about sandboxes. A sandbox backend hands out slots; a slot owns
 * two boxes (0 for the contestant's program, 1 for checkers and interactors), each with a private
 * writable directory mounted at `/w` inside. Paths in requests are host paths: the backend opens
 * them outside the box and passes only the descriptors in.
 */

export type BoxIndex = 0 | 1;

export interface RunLimits {
  /** CPU time of the whole box, ms. */
  cpuTimeMs: number;
  /** Wall-clock time, ms. */
  wallTimeMs: number;
  /** Memory the box may hold (cgroup, or address space without cgroups), KB. 0 = unlimited. */
  memoryKb: number;
  /** Also cap the address space (only where the runtime tolerates it; JVMs do not). */
  limitAddressSpace?: boolean;
  stackKb: number;
  maxProcesses: number;
  /** Largest file the program may write, stdout included, bytes. */
  outputBytes: number;
  openFiles: number;
}

export interface RunRequest {
  box: BoxIndex;
  /** argv[0] must be an absolute path inside the box (or relative to /w). */
  argv: string[];
  env: Record<string, string>;
  /** Host paths; omitted means /dev/null. 'pipe' is only valid in runPair. */
  stdinPath?: string | 'pipe';
  stdoutPath?: string | 'pipe';
  stderrPath?: string;
  limits: RunLimits;
}

export type KilledFor = 'none' | 'cpu' | 'wall';

export interface RunResult {
  exitCode: number;
  /** Terminating signal, 0 when the program exited. */
  signal: number;
  /** CPU time of the program (user + system, its threads and waited children), ms. */
  timeMs: number;
  /** CPU time of everything that ran in the box, ms (-1 when unknown). */
  boxTimeMs: number;
  /** Wall-clock time from start to the program's end, ms (fractional). */
  wallTimeMs: number;
  /**
   * When the program ended on a clock both programs of a pair share (ms, fractional; not a date):
   * which of the two ended first. Absent when the backend cannot tell.
   */
  endedAtMs?: number;
  /** Peak resident memory of the program, KB (what getrusage reports to the program itself). */
  memoryKb: number;
  oomKilled: boolean;
  killedFor: KilledFor;
  outputLimitExceeded: boolean;
  /** Set when the program could not be started at all (missing binary...). */
  startError?: string;
}

export interface SandboxSlot {
  readonly index: number;
  /** Host directory mounted at /w inside the given box (writable by the box: use box-files). */
  boxDir(box: BoxIndex): string;
  /** Host directory no box can see, for stdin/stdout/stderr files of runs. */
  readonly scratchDir: string;
  /** False once the backend process behind the slot died; the worker opens a new slot. */
  readonly alive: boolean;
  run(request: RunRequest): Promise<RunResult>;
  /** Run two programs at once, each one's stdout piped into the other's stdin. */
  runPair(first: RunRequest, second: RunRequest): Promise<[RunResult, RunResult]>;
  /** Empty both boxes' directories for the next task. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface SandboxInfo {
  backend: 'namespace' | 'isolate';
  cgroup: 'v1' | 'v2' | 'none';
  unprivileged: boolean;
  notes: string[];
}

export interface Sandbox {
  readonly info: SandboxInfo;
  /** Read-only host directories toolchains need besides the system ones (e.g. a rustup sysroot). */
  addReadOnlyMount(hostPath: string): void;
  openSlot(index: number): Promise<SandboxSlot>;
  close(): Promise<void>;
}
