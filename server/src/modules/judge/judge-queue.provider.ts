import type { FactoryProvider } from '@nestjs/common';
import { MemoryJudgeQueue, RedisJudgeQueue } from '@verdict/judger';
import type { JudgeTaskQueue } from '@verdict/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { JUDGE_QUEUE } from './judge-queue.token';

/**
 * Redis streams when Redis is configured (shared by every API instance and judge daemon; the
 * queue opens its own connections because stream reads block), else the in-process queue.
 */
export const judgeQueueProvider: FactoryProvider<JudgeTaskQueue> = {
  provide: JUDGE_QUEUE,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): JudgeTaskQueue =>
    config.redisUrl
      ? new RedisJudgeQueue({ redis: config.redisUrl, prefix: config.redisPrefix })
      : new MemoryJudgeQueue(),
};
