import { Inject, Injectable } from '@nestjs/common';
import type { RedisClientType } from 'redis';
import { DataSource } from 'typeorm';
import { REDIS_CLIENT } from '../../infra/redis/redis.module';

export type ComponentState = 'up' | 'down' | 'disabled';

export interface ProbeResult {
  state: ComponentState;
  /** How long the answer took (ms); the timeout when it never came. */
  ms: number;
}

/** Each probe gets this long; the whole check answers within about a second either way. */
const PROBE_TIMEOUT_MS = 800;

async function probe(check: () => Promise<unknown>): Promise<ProbeResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<ComponentState>((resolve) => {
    timer = setTimeout(() => resolve('down'), PROBE_TIMEOUT_MS);
  });
  const outcome = check().then(
    (): ComponentState => 'up',
    (): ComponentState => 'down',
  );
  try {
    const state = await Promise.race([outcome, timeout]);
    return { state, ms: performance.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

/** The database and Redis, each asked the cheapest question it answers, side by side. */
@Injectable()
export class DependencyProbes {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClientType | null,
  ) {}

  async probeAll(): Promise<{ database: ProbeResult; redis: ProbeResult }> {
    const redisClient = this.redis;
    const [database, redis] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1')),
      redisClient
        ? probe(() => redisClient.ping())
        : Promise.resolve<ProbeResult>({ state: 'disabled', ms: 0 }),
    ]);
    return { database, redis };
  }
}
