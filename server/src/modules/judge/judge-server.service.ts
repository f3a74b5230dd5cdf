import { Inject, Injectable } from '@nestjs/common';
import type { JudgeQueueDriver } from '@verdict/common';
import { toJudgeServerView, type JudgeServerView } from './judge-server.dto';
import { JUDGE_QUEUE } from './judge-queue.token';

/**
 * Judge servers for the admin dashboard, from the queue's registry: daemons' heartbeats in Redis,
 * or the in-process workers'. Judges silent for minutes are forgotten by the registry.
 */
@Injectable()
export class JudgeServerService {
  constructor(@Inject(JUDGE_QUEUE) private readonly queue: JudgeQueueDriver) {}

  async list(): Promise<JudgeServerView[]> {
    return (await this.queue.judgers()).map(toJudgeServerView);
  }
}
