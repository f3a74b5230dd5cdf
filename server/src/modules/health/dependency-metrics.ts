import { Injectable, OnModuleInit } from '@nestjs/common';
import { AppMetrics, onePerScrape } from '../../infra/metrics/app-metrics';
import { DependencyProbes } from './dependency-probes';

/** Whether the database and Redis answer, and how fast, probed at each scrape. */
@Injectable()
export class DependencyMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: AppMetrics,
    private readonly probes: DependencyProbes,
  ) {}

  onModuleInit(): void {
    if (!this.metrics.enabled) return;
    // Both gauges of a scrape share one round of probes.
    const probed = onePerScrape(() => this.probes.probeAll());
    this.metrics.gauge(
      'verdict_dependency_up',
      'Whether the database and Redis answer (1) or not (0); Redis is absent in embedded mode',
      ['dependency'],
      async (gauge) => {
        for (const [dependency, result] of Object.entries(await probed())) {
          if (result.state !== 'disabled') gauge.set({ dependency }, result.state === 'up' ? 1 : 0);
        }
      },
    );
    this.metrics.gauge(
      'verdict_dependency_latency_seconds',
      "How long the dependency took to answer the scrape's probe",
      ['dependency'],
      async (gauge) => {
        for (const [dependency, result] of Object.entries(await probed())) {
          if (result.state !== 'disabled') gauge.set({ dependency }, result.ms / 1000);
        }
      },
    );
  }
}
