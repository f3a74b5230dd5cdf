import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ContestStatus, type ContestStatusEvent } from '@verdict/common';
import { KeyValueStore } from '../../infra/kv/key-value-store';
import { ContestEntity } from './contest.entity';

const TICK_MS = 1_000;

/**
 * Contest status is read from the server clock wherever it matters; this clock only tells
 * followers the moment a contest starts or ends. Every API instance ticks; a transition is
 * announced once, by the instance that takes its key in the shared store.
 */
@Injectable()
export class ContestClock implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ContestClock.name);
  private readonly listeners = new Set<(event: ContestStatusEvent) => void>();
  private timer?: NodeJS.Timeout;
  private last = new Date();

  constructor(
    @InjectRepository(ContestEntity) private readonly contests: Repository<ContestEntity>,
    private readonly kv: KeyValueStore,
  ) {}

  onTransition(listener: (event: ContestStatusEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), TICK_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Announces the starts and ends that fell in (last tick, now]. */
  async tick(now = new Date()): Promise<void> {
    const since = this.last;
    try {
      const window = { since, now };
      const [started, ended] = await Promise.all([
        this.contests
          .createQueryBuilder('c')
          .select(['c.id', 'c.startTime'])
          .where('c.startTime > :since AND c.startTime <= :now', window)
          .getMany(),
        this.contests
          .createQueryBuilder('c')
          .select(['c.id', 'c.endTime'])
          .where('c.endTime > :since AND c.endTime <= :now', window)
          .getMany(),
      ]);
      this.last = now;
      for (const { id, startTime } of started) await this.announce(id, ContestStatus.RUNNING, startTime);
      for (const { id, endTime } of ended) await this.announce(id, ContestStatus.ENDED, endTime);
    } catch (error) {
      // The database or the store out of reach: the next tick covers the same window again.
      this.logger.warn(`Reading contest starts and ends failed: ${String(error)}`);
    }
  }

  private async announce(cid: number, status: number, at: Date): Promise<void> {
    const key = `contest-status:${cid}:${status}:${at.getTime()}`;
    if (!(await this.kv.setIfAbsent(key, '1', 3600))) return;
    for (const listener of this.listeners) listener({ cid, status });
  }
}
