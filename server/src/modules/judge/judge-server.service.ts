import { Inject, Injectable } from '@nestjs/common';
import type { JudgeQueueDriver, JudgerStatus } from '@verdict/common';
import { JUDGE_QUEUE } from './judge-queue.token';

/**
 * Judge servers for the admin dashboard, from the queue's registry: daemons' heartbeats in Redis,
 * or the in-process workers'. Judges silent for minutes are forgotten by the registry.
 */
@Injectable()
export class JudgeServerService {
  constructor(@Inject(JUDGE_QUEUE) private readonly queue: JudgeQueueDriver) {}

  list(): Promise<JudgerStatus[]> {
    return this.queue.judgers();
  }
}
