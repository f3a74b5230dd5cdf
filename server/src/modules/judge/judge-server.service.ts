import { Inject, Injectable } from '@nestjs/common';
import type { RedisClientType } from 'redis';
import { JudgerStatus, listJudgers, type RedisClient } from '@verdict/judger';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { REDIS_CLIENT } from '../../infra/redis/redis.module';
import { InProcessJudgerService } from './in-process-judger.service';

/** Judge servers for the admin dashboard: Redis heartbeats, or the in-process workers. */
@Injectable()
export class JudgeServerService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClientType | null,
    private readonly inProcess: InProcessJudgerService,
  ) {}

  async list(): Promise<JudgerStatus[]> {
    if (this.redis) return listJudgers(this.redis as unknown as RedisClient, this.config.redisPrefix);
    const heartbeat = this.inProcess.heartbeat();
    return heartbeat ? [{ ...heartbeat, online: true }] : [];
  }
}
