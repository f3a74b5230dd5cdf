import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { badRequest } from '../../common/http/app.exception';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import {
  DB_AND_REDIS_FROM_ENVIRONMENT,
  toDbAndRedisConfigView,
  type DatabaseInForce,
  type DbAndRedisConfigView,
} from './db-and-redis-config';

/**
 * HOJ's database and Redis settings screen. The connections are set by the environment at start
 * (`DATABASE_URL`, `REDIS_URL`): the screen shows them and cannot change them.
 */
@Injectable()
export class DbAndRedisConfigService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  view(): DbAndRedisConfigView {
    return toDbAndRedisConfigView(this.dataSource.options as DatabaseInForce, this.config.redisUrl);
  }

  update(): never {
    throw badRequest(DB_AND_REDIS_FROM_ENVIRONMENT);
  }
}
