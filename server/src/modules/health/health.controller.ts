import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { Public } from '../../common/auth/access.decorators';
import { type ComponentState, DependencyProbes } from './dependency-probes';

@Controller('api')
export class HealthController {
  constructor(private readonly probes: DependencyProbes) {}

  /** Database and Redis reachability, probed in parallel; 503 when one is down. */
  @Public()
  @Get('health')
  async health(): Promise<{ database: ComponentState; redis: ComponentState }> {
    const { database, redis } = await this.probes.probeAll();
    if (database.state === 'down' || redis.state === 'down') {
      throw new ServiceUnavailableException(`Unhealthy: database ${database.state}, redis ${redis.state}`);
    }
    return { database: database.state, redis: redis.state };
  }
}
