import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import type { RedisClientType } from 'redis';
import { DataSource } from 'typeorm';
import { Public } from '../../common/auth/access.decorators';
import { REDIS_CLIENT } from '../../infra/redis/redis.module';

type ComponentState = 'up' | 'down' | 'disabled';

/** Each probe gets this long; the whole check answers within about a second either way. */
const PROBE_TIMEOUT_MS = 800;

async function probe(check: () => Promise<unknown>): Promise<ComponentState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<ComponentState>((resolve) => {
    timer = setTimeout(() => resolve('down'), PROBE_TIMEOUT_MS);
  });
  const outcome = check().then(
    (): ComponentState => 'up',
    (): ComponentState => 'down',
  );
  try {
    return await Promise.race([outcome, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

@Controller('api')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClientType | null,
  ) {}

  /** Database and Redis reachability, probed in parallel; 503 when one is down. */
  @Public()
  @Get('health')
  async health(): Promise<{ database: ComponentState; redis: ComponentState }> {
    const redisClient = this.redis;
    const [database, redis] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1')),
      redisClient ? probe(() => redisClient.ping()) : Promise.resolve<ComponentState>('disabled'),
    ]);
    if (database === 'down' || redis === 'down') {
      throw new ServiceUnavailableException(`Unhealthy: database ${database}, redis ${redis}`);
    }
    return { database, redis };
  }
}
