import { createRedisClient, RedisJudgerRegistry, RedisResultSink, RedisTaskSource } from '@verdict/queue';
import pino from 'pino';
import { loadConfig, usage } from './config';
import { envFileExposure } from './env-file-permissions';
import { JudgerMetrics } from './metrics/judger-metrics';
import { serveJudgerMetrics } from './metrics/serve-judger-metrics';
import { startJudger } from './start-judger';
import { HttpTestdataSource } from './testdata/http-testdata-source';

/** Where deploy/ installs the daemon's environment (verdict-judger.service reads it). */
const DEFAULT_ENV_FILE = '/etc/verdict/judger.env';

/** The verdict-judger daemon: Redis queue in, Redis results out, test data over HTTP. */
export async function main(argv: string[]): Promise<void> {
  if (argv.includes('--help')) {
    console.log(usage());
    return;
  }
  const log = pino({ name: 'verdict-judger', level: process.env.LOG_LEVEL ?? 'info' });
  // A judge daemon must outlive network and Redis trouble: log stray failures instead of dying.
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'));
  const config = loadConfig(argv);
  const exposure = envFileExposure(process.env.JUDGER_ENV_FILE ?? DEFAULT_ENV_FILE);
  if (exposure) log.warn(exposure);
  // Redis restarts and network blips: node-redis reconnects on its own; just never crash on them.
  const client = createRedisClient(config.redisUrl, (error) =>
    log.warn({ err: error }, 'redis connection error'),
  );
  await client.connect();
  const source = new RedisTaskSource({
    client,
    consumer: config.name,
    prefix: config.redisPrefix,
    leaseMs: config.leaseMs,
    onError: (error) => log.warn({ err: error }, 'task source error'),
  });
  await source.ensureGroups();
  const metrics = config.metricsPort ? new JudgerMetrics(config.name) : undefined;
  if (metrics) {
    const served = await serveJudgerMetrics(
      metrics,
      config.metricsPort,
      config.metricsHost,
      config.metricsToken,
    );
    log.info({ port: served.port, host: config.metricsHost }, 'metrics at /metrics');
  }
  const judger = await startJudger({
    name: config.name,
    source,
    sink: new RedisResultSink(client, config.redisPrefix),
    testdata: new HttpTestdataSource({ baseUrl: config.apiBaseUrl, judgerToken: config.judgerToken }),
    workDir: config.workDir,
    cacheDir: config.cacheDir,
    parallel: config.parallel,
    sandbox: config.sandbox,
    isolateBinary: config.isolateBinary,
    languages: config.languages,
    registry: new RedisJudgerRegistry(client, config.redisPrefix),
    logger: log,
    metrics,
  });
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping: finishing or handing back running tasks');
    void judger
      .stop()
      .then(() => source.close())
      .then(() => log.debug('task source closed'))
      .then(() => client.close())
      .then(() => log.debug('redis connection closed'))
      .catch((error: unknown) => log.error({ err: error }, 'unclean stop'))
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
