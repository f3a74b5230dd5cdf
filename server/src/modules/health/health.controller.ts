import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import type { RedisClientType } from 'redis';
import { DataSource } from 'typeorm';
import { Public } from '../../common/auth/access.decorators';
import { REDIS_CLIENT } from '../../infra/redis/redis.module';

type ComponentState = 'up' | 'down' | 'disabled';

@Controller('api')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClientType | null,
  ) {}

  /** Database and Redis reachability; 503 when one is down. */
  @Public()
  @Get('health')
  async health(): Promise<{ database: ComponentState; redis: ComponentState }> {
    const database = await this.dataSource
      .query('SELECT 1')
      .then((): ComponentState => 'up')
      .catch((): ComponentState => 'down');
    const redis: ComponentState = !this.redis
      ? 'disabled'
      : await this.redis
          .ping()
          .then((): ComponentState => 'up')
          .catch((): ComponentState => 'down');
    if (database === 'down' || redis === 'down') {
      throw new ServiceUnavailableException(`Unhealthy: database ${database}, redis ${redis}`);
    }
    return { database, redis };
  }
}
