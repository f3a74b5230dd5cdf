import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { TASK_PRIORITY_ORDER, type JudgeQueueDriver } from '@verdict/common';
import { AppMetrics, onePerScrape } from '../../infra/metrics/app-metrics';
import { JUDGE_QUEUE } from './judge-queue.token';

/**
 * The judge queue and its judges as the scraper sees them: tasks waiting and the oldest one's age
 * per priority, tasks held by judges, and each judge's time since its last heartbeat.
 */
@Injectable()
export class JudgeQueueMetrics implements OnModuleInit {
  /** One snapshot serves every gauge of a scrape. */
  private readonly snapshot = onePerScrape(() => this.queue.snapshot());

  constructor(
    private readonly metrics: AppMetrics,
    @Inject(JUDGE_QUEUE) private readonly queue: JudgeQueueDriver,
  ) {}

  onModuleInit(): void {
    if (!this.metrics.enabled) return;
    this.metrics.gauge(
      'verdict_judge_queue_length',
      'Tasks waiting for a judge',
      ['priority'],
      async (gauge) => {
        const { depth } = await this.snapshot();
        for (const priority of TASK_PRIORITY_ORDER) gauge.set({ priority }, depth[priority] ?? 0);
      },
    );
    this.metrics.gauge(
      'verdict_judge_queue_oldest_task_age_seconds',
      'How long the task waiting longest has waited (0 when none waits)',
      ['priority'],
      async (gauge) => {
        const { at, tasks } = await this.snapshot();
        const oldest = new Map<string, number>();
        for (const location of tasks.values()) {
          if (location.state !== 'queued') continue;
          oldest.set(location.priority, Math.min(oldest.get(location.priority) ?? at, location.queuedAt));
        }
        for (const priority of TASK_PRIORITY_ORDER)
          gauge.set({ priority }, (at - (oldest.get(priority) ?? at)) / 1000);
      },
    );
    this.metrics.gauge('verdict_judge_tasks_leased', 'Tasks a judge holds right now', [], async (gauge) => {
      const { tasks } = await this.snapshot();
      gauge.set([...tasks.values()].filter((location) => location.state === 'leased').length);
    });
    this.metrics.gauge(
      'verdict_judger_heartbeat_age_seconds',
      'Time since each judge last wrote its heartbeat',
      ['judger'],
      async (gauge) => {
        const now = Date.now();
        for (const judger of await this.queue.judgers())
          gauge.set({ judger: judger.name }, (now - judger.lastSeen) / 1000);
      },
    );
  }
}
