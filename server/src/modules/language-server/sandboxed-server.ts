import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LanguageServerKind, SANDBOX_WORKSPACE } from './language-server-kinds';

/** What a language server process may use: the rest of the host is out of its sight. */
export interface SandboxLimits {
  /** Address space of each process, MB. */
  memoryMb: number;
  /** CPU seconds of each process over the session's life: a runaway analysis ends there. */
  cpuSeconds: number;
  /** Processes and threads of the session's uid (clangd's workers and bwrap's own two included). */
  processes: number;
  /** The sandbox's private /tmp, MB. */
  tmpMb: number;
}

export const LANGUAGE_SERVER_SANDBOX: Omit<SandboxLimits, 'memoryMb'> = {
  cpuSeconds: 600,
  processes: 48,
  tmpMb: 64,
};

export interface SandboxedServer {
  readonly process: ChildProcessWithoutNullStreams;
  /** The uid everything in the sandbox runs as (this process's own without root: null). */
  readonly uid: number | null;
  /** Kills the server (and everything in its sandbox) and removes its folder. */
  dispose(): Promise<void>;
}

/**
 * The toolchain, read-only: compilers' headers and libraries, the Python library, the servers'
 * binaries. /etc, /home, /root, /var, /usr/share and /usr/local stay out; Debian links /bin and
 * /lib into /usr.
 */
const TOOLCHAIN = ['/usr/bin', '/usr/lib', '/usr/lib64', '/usr/include'].flatMap((path) => [
  '--ro-bind-try',
  path,
  path,
]);

function bwrapArgs(folder: string, limits: SandboxLimits): string[] {
  return [
    'bwrap',
    // A new user, pid, network, ipc, uts and cgroup namespace: no network at all. No new session:
    // the sandbox stays in the process group the API kills it by (and its stdio are pipes, no tty).
    '--unshare-all',
    '--die-with-parent',
    ...TOOLCHAIN,
    ...['--symlink', 'usr/bin', '/bin', '--symlink', 'usr/lib', '/lib', '--symlink', 'usr/lib64', '/lib64'],
    ...['--proc', '/proc', '--dev', '/dev'],
    ...['--size', String(limits.tmpMb * 1024 * 1024), '--tmpfs', '/tmp'],
    ...['--bind', folder, SANDBOX_WORKSPACE, '--chdir', SANDBOX_WORKSPACE],
    '--clearenv',
    ...['--setenv', 'PATH', '/usr/bin', '--setenv', 'HOME', SANDBOX_WORKSPACE],
    ...['--setenv', 'LANG', 'C.UTF-8', '--setenv', 'XDG_CACHE_HOME', '/tmp/cache'],
    '--',
  ];
}

function kill(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Gone already.
  }
}

function killGroup(pid: number | undefined): void {
  if (pid !== undefined) kill(-pid);
}

function childrenOf(pid: number | undefined): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Every process below `pid` (a sandbox's bwrap), as /proc shows them now. */
export function descendantsOf(pid: number): number[] {
  return childrenOf(pid).flatMap((child) => [child, ...descendantsOf(child)]);
}

/**
 * Starts a language server in its own empty folder (only the edited file and the kind's files),
 * inside bubblewrap, at low priority, under rlimits. As root the sandbox runs as `uid` (a uid of
 * its own, so the process limit counts this session only); otherwise as the server's own user.
 */
export async function startSandboxedServer(
  kind: LanguageServerKind,
  limits: SandboxLimits,
  uid: number | null,
): Promise<SandboxedServer> {
  const folder = await mkdtemp(join(tmpdir(), 'verdict-lsp-'));
  const files = { ...kind.files, [kind.file]: '' };
  await Promise.all(Object.entries(files).map(([name, text]) => writeFile(join(folder, name), text)));
  if (uid !== null) {
    await Promise.all(
      [folder, ...Object.keys(files).map((name) => join(folder, name))].map((path) => chown(path, uid, uid)),
    );
  }
  const dropUser =
    uid === null ? [] : ['setpriv', `--reuid=${uid}`, `--regid=${uid}`, '--clear-groups', '--'];
  const argv = [
    ...['nice', '-n', '10'],
    'prlimit',
    `--as=${limits.memoryMb * 1024 * 1024}`,
    `--cpu=${limits.cpuSeconds}`,
    `--nproc=${limits.processes}`,
    '--core=0',
    '--',
    ...dropUser,
    ...bwrapArgs(folder, limits),
    ...kind.command,
  ];
  // A process group of its own, killed whole: bwrap's parent-death signal reaches the sandbox's
  // init only once that init has set it up, so a session ended at once would leave it running.
  const child = spawn(argv[0], argv.slice(1), { stdio: ['pipe', 'pipe', 'pipe'], detached: true });
  // What the server logs is not the user's business; it is read so the pipe never fills.
  child.stderr.resume();
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    // A missing bwrap or prlimit: there is no process to wait for.
    child.once('error', () => resolve());
  });
  return {
    process: child,
    uid,
    async dispose() {
      // The sandbox's init first: every process of its pid namespace dies with it, and bwrap reaps
      // it and exits (killed first, bwrap would leave it to the host's init to reap). The group
      // then takes whatever is left, as a sandbox caught mid-start.
      for (const pid of childrenOf(child.pid)) kill(pid);
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
      killGroup(child.pid);
      await exited;
      for (const stream of [child.stdin, child.stdout, child.stderr]) stream.destroy();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
