import { availableParallelism, hostname } from 'node:os';
import { DEFAULT_LEASE_MS } from '@verdict/queue';
import { resolveIsolateBinary } from './sandbox/isolate/isolate-binary';
import type { SandboxBackendName } from './sandbox/select-sandbox';
import { MAX_PARALLEL } from './sandbox/slot-plan';

/** Daemon settings, from command-line flags first, then environment variables. */
export interface JudgerConfig {
  redisUrl: string;
  redisPrefix: string;
  apiBaseUrl: string;
  judgerToken: string;
  name: string;
  parallel: number;
  sandbox: SandboxBackendName;
  isolateBinary?: string;
  workDir: string;
  cacheDir: string;
  leaseMs: number;
  languages?: string[];
  /** `/metrics` on this port (0: none). */
  metricsPort: number;
  metricsHost: string;
  /** Bearer token the scraper must send, when set. */
  metricsToken?: string;
}

const SETTINGS: { key: keyof JudgerConfig; flag: string; env: string; help: string }[] = [
  {
    key: 'redisUrl',
    flag: '--redis-url',
    env: 'REDIS_URL',
    help: 'Redis URL (default redis://127.0.0.1:6379)',
  },
  {
    key: 'redisPrefix',
    flag: '--redis-prefix',
    env: 'REDIS_PREFIX',
    help: 'prefix of every Redis key, the same as the API server (default verdict:)',
  },
  {
    key: 'apiBaseUrl',
    flag: '--api-url',
    env: 'JUDGE_API_URL',
    help: 'API base URL for test data (required)',
  },
  { key: 'judgerToken', flag: '--token', env: 'JUDGER_TOKEN', help: 'judger token for the API (required)' },
  { key: 'name', flag: '--name', env: 'JUDGER_NAME', help: 'judger name (default host-pid)' },
  { key: 'parallel', flag: '--parallel', env: 'JUDGER_PARALLEL', help: 'parallel tasks (default: cores)' },
  {
    key: 'sandbox',
    flag: '--sandbox',
    env: 'JUDGER_SANDBOX',
    help: 'auto | namespace | isolate (default auto)',
  },
  {
    key: 'isolateBinary',
    flag: '--isolate-bin',
    env: 'JUDGER_ISOLATE_BIN',
    help: 'absolute path of isolate (default: searched in /usr/local/bin, /usr/bin, /bin, PATH)',
  },
  {
    key: 'workDir',
    flag: '--work-dir',
    env: 'JUDGER_WORK_DIR',
    help: 'box directories (default /var/lib/verdict-judger/work)',
  },
  {
    key: 'cacheDir',
    flag: '--cache-dir',
    env: 'JUDGER_CACHE_DIR',
    help: 'test data and checker cache (default /var/lib/verdict-judger/cache)',
  },
  {
    key: 'leaseMs',
    flag: '--lease-ms',
    env: 'JUDGER_LEASE_MS',
    help: `task lease, renewed while judging, before another judger takes over (default ${DEFAULT_LEASE_MS})`,
  },
  {
    key: 'languages',
    flag: '--languages',
    env: 'JUDGER_LANGUAGES',
    help: 'comma-separated language names (default all)',
  },
  {
    key: 'metricsPort',
    flag: '--metrics-port',
    env: 'JUDGER_METRICS_PORT',
    help: 'serve Prometheus metrics at /metrics on this port (default: off)',
  },
  {
    key: 'metricsHost',
    flag: '--metrics-host',
    env: 'JUDGER_METRICS_HOST',
    help: 'address the metrics port listens on (default 127.0.0.1)',
  },
  {
    key: 'metricsToken',
    flag: '--metrics-token',
    env: 'METRICS_TOKEN',
    help: 'bearer token a scraper of /metrics must send (default: none)',
  },
];

export function usage(): string {
  return [
    'Usage: verdict-judger [options]',
    ...SETTINGS.map((s) => `  ${s.flag.padEnd(16)} ${s.env.padEnd(18)} ${s.help}`),
  ].join('\n');
}

function raw(argv: string[], env: NodeJS.ProcessEnv): Map<keyof JudgerConfig, string> {
  const values = new Map<keyof JudgerConfig, string>();
  for (const setting of SETTINGS) if (env[setting.env]) values.set(setting.key, env[setting.env]!);
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const setting = SETTINGS.find((s) => s.flag === flag);
    if (!setting) throw new Error(`Unknown option ${argv[i]}\n${usage()}`);
    values.set(setting.key, inline ?? argv[++i] ?? '');
  }
  return values;
}

/** Validated once at start; all problems are reported together. */
export function loadConfig(argv: string[], env: NodeJS.ProcessEnv = process.env): JudgerConfig {
  const values = raw(argv, env);
  const problems: string[] = [];
  const number = (key: keyof JudgerConfig, fallback: number) => {
    const text = values.get(key);
    if (text === undefined) return fallback;
    const n = Number(text);
    if (!Number.isInteger(n) || n <= 0) problems.push(`${key} must be a positive integer, got "${text}"`);
    return n;
  };
  const config: JudgerConfig = {
    redisUrl: values.get('redisUrl') ?? 'redis://127.0.0.1:6379',
    redisPrefix: values.get('redisPrefix') ?? 'verdict:',
    apiBaseUrl: values.get('apiBaseUrl') ?? '',
    judgerToken: values.get('judgerToken') ?? '',
    name: values.get('name') ?? `${hostname()}-${process.pid}`,
    parallel: number('parallel', availableParallelism()),
    sandbox: (values.get('sandbox') ?? 'auto') as SandboxBackendName,
    isolateBinary: values.get('isolateBinary'),
    workDir: values.get('workDir') ?? '/var/lib/verdict-judger/work',
    cacheDir: values.get('cacheDir') ?? '/var/lib/verdict-judger/cache',
    leaseMs: number('leaseMs', DEFAULT_LEASE_MS),
    languages: values
      .get('languages')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    metricsPort: number('metricsPort', 0),
    metricsHost: values.get('metricsHost') ?? '127.0.0.1',
    metricsToken: values.get('metricsToken'),
  };
  if (!config.apiBaseUrl) problems.push('JUDGE_API_URL (--api-url) is required');
  if (!config.judgerToken) problems.push('JUDGER_TOKEN (--token) is required');
  if (!['auto', 'namespace', 'isolate'].includes(config.sandbox))
    problems.push(`JUDGER_SANDBOX must be auto, namespace or isolate`);
  if (config.isolateBinary !== undefined && !resolveIsolateBinary(config.isolateBinary))
    problems.push(
      `JUDGER_ISOLATE_BIN must be the absolute path of an executable, got "${config.isolateBinary}"`,
    );
  if (config.metricsPort > 65535) problems.push('JUDGER_METRICS_PORT must be a port number (1-65535)');
  if (config.parallel > MAX_PARALLEL) problems.push(`JUDGER_PARALLEL may be at most ${MAX_PARALLEL}`);
  if (problems.length > 0) throw new Error(`Invalid judger configuration:\n  - ${problems.join('\n  - ')}`);
  return config;
}
