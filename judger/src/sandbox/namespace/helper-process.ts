import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

/** One line of JSON the helper prints per box for each run. */
export interface HelperRunReport {
  exitCode: number;
  signal: number;
  cpuUs: number;
  cgroupCpuUs: number;
  wallUs: number;
  /** When the program ended on the host's monotonic clock (µs), shared by both boxes. */
  endUs?: number;
  maxRssKb: number;
  cgroupPeakKb: number;
  oomKilled: boolean;
  killedFor: 'none' | 'cpu' | 'wall';
  execErrno: number;
  error?: string;
}

interface HelperReply {
  ready?: boolean;
  reset?: boolean;
  results?: HelperRunReport[];
  error?: string;
  /** The helper exits right after this reply. */
  fatal?: boolean;
}

export interface HelperReadyInfo {
  cgroup: number;
  unprivileged: boolean;
  seccomp: boolean;
  /** Host pids of the box inits (pid 1 of each box), in box order. */
  inits: number[];
}

/**
 * The Node end of one verdict-sandbox process: writes text requests, reads one JSON line per
 * request. Requests are serialised; a slot runs one thing at a time by construction.
 */
export class HelperProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private pending = '';
  private readonly waiting: { resolve(line: string): void; reject(error: Error): void }[] = [];
  private chain: Promise<unknown> = Promise.resolve();
  private exited: Error | null = null;
  /** Set by a fatal reply: the helper is on its way out, so nothing more may be sent to it. */
  private exiting = false;
  private stderrTail = '';

  constructor(helperPath: string, args: string[]) {
    // An empty environment: nothing of the judger's environment can leak into a box.
    this.child = spawn(helperPath, args, { env: {}, stdio: ['pipe', 'pipe', 'pipe'] });
    // Plain line splitting: readline's machinery is measurable at a millisecond per run.
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => {
      this.pending += chunk;
      for (let end = this.pending.indexOf('\n'); end >= 0; end = this.pending.indexOf('\n')) {
        const line = this.pending.slice(0, end);
        this.pending = this.pending.slice(end + 1);
        this.waiting.shift()?.resolve(line);
      }
    });
    this.child.stderr.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString()).slice(-2000);
    });
    this.child.stdin.on('error', () => undefined);
    this.child.on('exit', (code, signal) => {
      this.exited = new Error(`sandbox helper exited (${signal ?? code}) ${this.stderrTail}`.trim());
      for (const waiter of this.waiting.splice(0)) waiter.reject(this.exited);
    });
    this.child.on('error', (error) => {
      this.exited = error;
      for (const waiter of this.waiting.splice(0)) waiter.reject(error);
    });
  }

  private nextLine(): Promise<string> {
    if (this.exited) return Promise.reject(this.exited);
    if (this.exiting) return Promise.reject(new Error('sandbox helper is exiting'));
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  async ready(): Promise<HelperReadyInfo> {
    const reply = JSON.parse(await this.nextLine()) as HelperReply & HelperReadyInfo;
    if (!reply.ready) throw new Error(`sandbox helper failed to start: ${reply.error ?? 'unknown error'}`);
    return {
      cgroup: reply.cgroup,
      unprivileged: reply.unprivileged,
      seccomp: reply.seccomp,
      inits: reply.inits,
    };
  }

  /** Sends one request and waits for its reply line; an error reply throws. */
  private exchange(text: string): Promise<HelperReply> {
    const result = this.chain.then(async () => {
      const line = this.nextLine();
      this.child.stdin.write(text);
      const reply = JSON.parse(await line) as HelperReply;
      if (reply.fatal) this.exiting = true;
      if (reply.error) throw new Error(`sandbox: ${reply.error}`);
      return reply;
    });
    this.chain = result.catch(() => undefined);
    return result;
  }

  /** Send one run request (text ending in "run\n") and wait for its per-box reports. */
  async request(text: string): Promise<HelperRunReport[]> {
    const reply = await this.exchange(text);
    if (!reply.results) throw new Error('sandbox: no result');
    return reply.results;
  }

  /** Every box gets a fresh, empty /w and /tmp; a failure leaves the helper dead. */
  async reset(): Promise<void> {
    await this.exchange('reset\n');
  }

  get alive(): boolean {
    return this.exited === null && !this.exiting;
  }

  async close(): Promise<void> {
    if (this.exited) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.stdin.end();
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 2000);
    await exited;
    clearTimeout(timer);
  }
}
