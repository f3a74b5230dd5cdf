import { availableParallelism, hostname } from 'node:os';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type {
  JudgeResultSink,
  JudgerHeartbeat,
  JudgerRegistry,
  JudgeTaskSource,
  TestdataSource,
} from '@verdict/common';
import pino, { type Logger } from 'pino';
import { CheckerCache } from './checkers/checker-cache';
import {
  compileChecker,
  type CompileCheckerInput,
  type CompileCheckerOutcome,
} from './checkers/compile-checker';
import {
  resolveAllLanguages,
  type DisabledLanguage,
  type ResolvedLanguage,
} from './languages/language-registry';
import { PrecompiledHeaders } from './languages/precompiled-header/precompiled-headers';
import type { JudgerMetrics } from './metrics/judger-metrics';
import { selfTestLanguages } from './languages/self-test';
import type { Sandbox } from './sandbox/sandbox';
import { createSandbox, type SandboxBackendName } from './sandbox/select-sandbox';
import { Worker } from './task/worker';
import { MAX_PARALLEL, SELF_TEST_SLOTS } from './sandbox/slot-plan';
import { TestdataCache } from './testdata/testdata-cache';
import { recordedSelfTest } from './languages/self-test-record';
import { JUDGER_VERSION } from './version';

export interface StartJudgerOptions {
  name?: string;
  source: JudgeTaskSource;
  sink: JudgeResultSink;
  testdata: TestdataSource;
  workDir: string;
  cacheDir: string;
  /** Parallel tasks; defaults to the number of cores. */
  parallel?: number;
  sandbox?: SandboxBackendName | Sandbox;
  /** The isolate binary to use instead of searching for one (JUDGER_ISOLATE_BIN). */
  isolateBinary?: string;
  /** Restrict to these language names (default: every language of the common table). */
  languages?: readonly string[];
  /** Run the per-language self-test before taking tasks (default true). */
  selfTest?: boolean;
  /**
   * A folder where a passed self-test is kept and found again by the same sandbox and tools (test
   * suites that start many judgers on one host); unset, every start runs it.
   */
  selfTestRecordDir?: string;
  /** Where heartbeats go (the queue's registry), so the server lists this judger and its languages. */
  registry?: JudgerRegistry;
  heartbeatIntervalMs?: number;
  /** How often a running task's lease is renewed (default: 30 % of the source's lease). */
  leaseRenewMs?: number;
  /** How long stop() lets running tasks finish before handing them back. */
  stopGraceMs?: number;
  logger?: Logger;
  /** Counts what the workers do, for `/metrics` (the daemon's, when a port is set). */
  metrics?: JudgerMetrics;
}

export interface JudgerHandle {
  readonly name: string;
  readonly languages: readonly string[];
  readonly disabledLanguages: readonly DisabledLanguage[];
  readonly sandbox: Sandbox;
  heartbeat(): JudgerHeartbeat;
  /** Compile a checker or interactor in this judger's sandbox (admin "compile spj"). */
  compileChecker(input: CompileCheckerInput): Promise<CompileCheckerOutcome>;
  stop(): Promise<void>;
}

/**
 * Renewals at 30 % of the lease: two may fail (a Redis blip) before the lease runs out, and a task
 * whose judger died moves on within one lease (10 s leases renewed every 3 s by default).
 */
function leaseRenewalFor(source: JudgeTaskSource): number {
  return Math.max(100, Math.floor(source.leaseMs * 0.3));
}

/** Self-test results are shared by every judger started in this process (tests, embedded mode). */
const selfTestMemo = new Map<string, Promise<{ passed: string[]; failed: DisabledLanguage[] }>>();

async function settleLanguages(
  options: StartJudgerOptions,
  sandbox: Sandbox,
  headers: PrecompiledHeaders,
  log: Logger,
) {
  const { available, disabled } = resolveAllLanguages(options.languages);
  for (const language of available) for (const mount of language.mounts) sandbox.addReadOnlyMount(mount);
  headers.mountInto(sandbox, available);
  if (options.selfTest === false) return { available, disabled };
  const key = `${sandbox.info.backend}:${available.map((l) => l.spec.name).join(',')}`;
  let memo = selfTestMemo.get(key);
  if (!memo) {
    const subject = { sandbox: sandbox.info.backend, version: JUDGER_VERSION, languages: available };
    memo = recordedSelfTest(options.selfTestRecordDir, subject, async () => {
      const slots = await Promise.all(SELF_TEST_SLOTS.map((i) => sandbox.openSlot(i)));
      try {
        const report = await selfTestLanguages(slots, available);
        return { passed: report.passed.map((l) => l.spec.name), failed: report.failed };
      } finally {
        await Promise.all(slots.map((slot) => slot.close()));
      }
    });
    selfTestMemo.set(key, memo);
  }
  const report = await memo;
  for (const failure of report.failed) log.warn(failure, 'language disabled');
  return {
    available: available.filter((l): l is ResolvedLanguage => report.passed.includes(l.spec.name)),
    disabled: [...disabled, ...report.failed],
  };
}

/**
 * Starts N workers pulling from a task source. The same function backs the daemon and the
 * server's embedded mode; everything outside the pipeline comes in through the options.
 */
export async function startJudger(options: StartJudgerOptions): Promise<JudgerHandle> {
  const name = options.name ?? `${hostname()}-${process.pid}`;
  const log = options.logger ?? pino({ name: 'verdict-judger', level: process.env.LOG_LEVEL ?? 'info' });
  const parallel = Math.min(options.parallel ?? availableParallelism(), MAX_PARALLEL);
  mkdirSync(options.workDir, { recursive: true });
  mkdirSync(options.cacheDir, { recursive: true });
  const sandbox =
    typeof options.sandbox === 'object'
      ? options.sandbox
      : createSandbox({
          backend: options.sandbox ?? 'auto',
          workDir: options.workDir,
          instanceName: name,
          isolateBinary: options.isolateBinary,
        });
  if (sandbox.info.unprivileged || sandbox.info.cgroup === 'none') {
    log.warn(
      { sandbox: sandbox.info },
      'sandbox degraded: no cgroups (memory by address-space limit, no OOM detection)',
    );
  } else {
    log.info({ sandbox: sandbox.info }, 'sandbox ready');
  }
  const headers = new PrecompiledHeaders(options.cacheDir, log);
  const { available, disabled } = await settleLanguages(options, sandbox, headers, log);
  // The self-test ran without precompiled headers: it vouches for the plain compiler.
  const languages = new Map(available.map((l) => [l.spec.name, headers.attach(l)]));
  // Built in the background in the first self-test slot, which the self-test no longer uses.
  headers.start(() => sandbox.openSlot(SELF_TEST_SLOTS[0]));
  const testdata = new TestdataCache(join(options.cacheDir), options.testdata);
  const checkers = new CheckerCache(options.cacheDir);
  const controller = new AbortController();
  const workers = Array.from(
    { length: parallel },
    (_, index) =>
      new Worker({
        index,
        sandbox,
        source: options.source,
        sink: options.sink,
        env: { judgerName: name, languages, testdata, checkers },
        log: log.child({ worker: index }),
        leaseRenewMs: options.leaseRenewMs ?? leaseRenewalFor(options.source),
        metrics: options.metrics,
      }),
  );
  const running = workers.map((worker) => worker.run(controller.signal));
  options.metrics?.countRunning(() => workers.filter((w) => w.current).length);
  const startedAt = Date.now();
  const heartbeat = (): JudgerHeartbeat => ({
    name,
    version: JUDGER_VERSION,
    cores: availableParallelism(),
    maxTasks: parallel,
    runningTasks: workers.filter((w) => w.current).length,
    languages: [...languages.keys()],
    disabledLanguages: disabled.map((d) => ({ name: d.name, reason: d.reason })),
    sandbox: `${sandbox.info.backend} (cgroup ${sandbox.info.cgroup})`,
    startedAt,
    lastSeen: Date.now(),
  });
  const beat = () =>
    options.registry
      ?.publish(heartbeat())
      .catch((error: unknown) => log.warn({ err: error }, 'heartbeat failed'));
  void beat();
  const timer = setInterval(() => void beat(), options.heartbeatIntervalMs ?? 5000);
  log.info({ name, parallel, languages: [...languages.keys()] }, 'judger started');

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      clearInterval(timer);
      controller.abort();
      let graceTimer: NodeJS.Timeout | undefined;
      const grace = new Promise<'timeout'>((resolve) => {
        graceTimer = setTimeout(() => resolve('timeout'), options.stopGraceMs ?? 30000);
      });
      const outcome = await Promise.race([Promise.all(running).then(() => 'done' as const), grace]);
      clearTimeout(graceTimer);
      if (outcome === 'timeout') {
        log.warn('stop: grace period over, handing running tasks back');
        await Promise.all(workers.map((w) => w.abandon()));
      }
      await Promise.all(workers.map((w) => w.close()));
      await headers.stop();
      if (typeof options.sandbox !== 'object') await sandbox.close();
      await options.registry?.remove(name).catch(() => undefined);
      log.info({ name }, 'judger stopped');
    })());
  return {
    name,
    languages: [...languages.keys()],
    disabledLanguages: disabled,
    sandbox,
    heartbeat,
    compileChecker: (input) => compileChecker(input, sandbox),
    stop,
  };
}
