import { Logger, type FactoryProvider } from '@nestjs/common';
import type { JudgeQueueDriver, JudgeQueueErrorContext } from '@verdict/common';
import { MemoryJudgeQueue, RedisJudgeQueue } from '@verdict/queue';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { describeQueueError } from './judge-queue-errors';
import { JUDGE_QUEUE } from './judge-queue.token';

const logger = new Logger('JudgeQueue');

/**
 * Nothing the queue swallows goes unseen: a judge message that could not be handled is an error
 * naming its submission; connection trouble (Redis restarting) is a warning.
 */
function logQueueError(error: unknown, context?: JudgeQueueErrorContext): void {
  const line = describeQueueError(error, context);
  if (context?.taskId) logger.error(line, error instanceof Error ? error.stack : undefined);
  else logger.warn(line);
}

/**
 * Redis streams when Redis is configured (shared by every API instance and judge daemon; the
 * queue opens its own connections because stream reads block), else the in-process queue.
 */
export const judgeQueueProvider: FactoryProvider<JudgeQueueDriver> = {
  provide: JUDGE_QUEUE,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): JudgeQueueDriver =>
    config.redisUrl
      ? new RedisJudgeQueue({
          redis: config.redisUrl,
          prefix: config.redisPrefix,
          onError: logQueueError,
          failFast: true,
        })
      : new MemoryJudgeQueue({ onError: logQueueError }),
};
