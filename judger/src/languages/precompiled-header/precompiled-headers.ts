import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Logger } from 'pino';
import type { Sandbox, SandboxSlot } from '../../sandbox/sandbox';
import type { ResolvedLanguage } from '../language-registry';
import { buildPrecompiledHeader, PARTIAL_PREFIX } from './build-precompiled-header';
import { compilerIdentity } from './compiler-identity';
import { pchPlan, type PchPlan } from './pch-plan';

/** Boxes mount their own directories over these (judger/native/box-init.c): a cache there is hidden. */
const BOX_OWN_PATHS = ['/tmp', '/w', '/dev', '/proc'];

interface Header {
  plan: PchPlan;
  env: Record<string, string>;
  state: 'missing' | 'queued' | 'ready' | 'failed';
  waiters: ((ready: boolean) => void)[];
}

/**
 * The precompiled headers of this judger's languages, under `<cacheDir>/pch/`, built once per
 * host and compiler and reused by every restart and every judger sharing the cache. Nothing waits
 * for them: a compile gets the header's include directory once the .gch is on disk; before that it
 * compiles without it, and its request has the header built in the background (one build at a
 * time, in a slot of its own). A header that fails to build is left out until the next start.
 */
export class PrecompiledHeaders {
  readonly root: string;
  private mounted = false;
  private readonly byKey = new Map<string, Header>();
  private readonly byLanguage = new Map<string, Header>();
  private readonly queue: Header[] = [];
  private openSlot?: () => Promise<SandboxSlot>;
  private slot?: SandboxSlot;
  private building?: Promise<void>;
  private stopped = false;

  constructor(
    cacheDir: string,
    private readonly log: Logger,
  ) {
    this.root = join(resolve(cacheDir), 'pch');
  }

  /**
   * Creates the cache and mounts it read-only into every box (at the same path, so `-I` works
   * inside), only when a language has a header. Call before any slot opens.
   */
  mountInto(sandbox: Sandbox, languages: readonly ResolvedLanguage[]): void {
    if (!languages.some((language) => language.spec.compile?.precompiledHeader)) return;
    if (BOX_OWN_PATHS.some((path) => this.root.startsWith(`${path}/`))) {
      this.log.info({ dir: this.root }, 'no precompiled headers: boxes cannot see a cache under this path');
      return;
    }
    mkdirSync(this.root, { recursive: true });
    chmodSync(this.root, 0o755);
    removeDeadPartials(this.root);
    sandbox.addReadOnlyMount(this.root);
    this.mounted = true;
  }

  /** The language, its compiles using the header once it is built (unchanged when it has none). */
  attach(language: ResolvedLanguage): ResolvedLanguage {
    const spec = language.spec.compile?.precompiledHeader;
    if (!this.mounted || !spec || !language.compile) return language;
    const compiler = language.compile.argv[0];
    const identity = compilerIdentity(compiler);
    if (!identity) return language;
    const plan = pchPlan(this.root, compiler, identity, spec);
    const header = this.byKey.get(plan.key) ?? { plan, env: language.env, state: 'missing', waiters: [] };
    this.byKey.set(plan.key, header);
    this.byLanguage.set(language.spec.name, header);
    return { ...language, compile: { ...language.compile, extraArgs: () => this.includeArgs(header) } };
  }

  /** Lets requested headers be built, each in a slot from openSlot (closed again when idle). */
  start(openSlot: () => Promise<SandboxSlot>): void {
    this.openSlot = openSlot;
    this.pump();
  }

  /** Resolves true once the language's header is on disk, false when it cannot be built. */
  whenReady(languageName: string): Promise<boolean> {
    const header = this.byLanguage.get(languageName);
    if (!header) return Promise.resolve(false);
    this.includeArgs(header);
    if (header.state === 'ready' || header.state === 'failed' || this.stopped)
      return Promise.resolve(header.state === 'ready');
    return new Promise((resolve) => header.waiters.push(resolve));
  }

  /** Drops queued builds and ends the one under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const header of this.queue.splice(0)) this.settle(header, 'missing');
    await this.slot?.close().catch(() => undefined);
    await this.building;
  }

  private includeArgs(header: Header): string[] {
    if (header.state !== 'ready' && existsSync(header.plan.gchPath)) this.settle(header, 'ready');
    if (header.state === 'ready') return ['-I', header.plan.includeDir];
    if (header.state === 'missing' && !this.stopped) {
      header.state = 'queued';
      this.queue.push(header);
      this.pump();
    }
    return [];
  }

  private pump(): void {
    if (this.building || !this.openSlot || this.stopped || this.queue.length === 0) return;
    this.building = this.drain()
      .catch((error: unknown) => this.log.warn({ err: error }, 'precompiled header builds stopped'))
      .finally(() => {
        this.building = undefined;
        this.pump();
      });
  }

  private async drain(): Promise<void> {
    try {
      for (let header = this.queue.shift(); header; header = this.queue.shift()) await this.build(header);
    } finally {
      const slot = this.slot;
      this.slot = undefined;
      await slot?.close().catch(() => undefined);
    }
  }

  private async build(header: Header): Promise<void> {
    if (existsSync(header.plan.gchPath)) return this.settle(header, 'ready');
    const started = Date.now();
    try {
      if (!this.slot?.alive) {
        await this.slot?.close().catch(() => undefined);
        this.slot = await this.openSlot!();
      }
      if (this.stopped) throw new Error('judger stopping');
      await buildPrecompiledHeader(this.slot, header.plan, header.env);
      this.log.info(
        { header: header.plan.header, dir: header.plan.includeDir, ms: Date.now() - started },
        'precompiled header built',
      );
      this.settle(header, 'ready');
    } catch (error) {
      if (this.stopped) return this.settle(header, 'missing');
      this.log.warn(
        { err: error, dir: header.plan.includeDir },
        'precompiled header not built; compiling without',
      );
      this.settle(header, 'failed');
    }
  }

  private settle(header: Header, state: 'missing' | 'ready' | 'failed'): void {
    header.state = state;
    for (const resolve of header.waiters.splice(0)) resolve(state === 'ready');
  }
}

/** Half-filled directories of judgers that died while building. */
function removeDeadPartials(root: string): void {
  for (const name of readdirSync(root)) {
    if (!name.startsWith(PARTIAL_PREFIX)) continue;
    const pid = Number.parseInt(name.slice(PARTIAL_PREFIX.length), 10);
    if (!processAlive(pid)) rmSync(join(root, name), { recursive: true, force: true });
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
