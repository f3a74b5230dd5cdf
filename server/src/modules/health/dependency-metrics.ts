import { Injectable, OnModuleInit } from '@nestjs/common';
import { AppMetrics } from '../../infra/metrics/app-metrics';
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
    // Both gauges of a scrape (read side by side) share one round of probes.
    let round: ReturnType<DependencyProbes['probeAll']> | undefined;
    const probed = () =>
      (round ??= this.probes.probeAll().finally(() => {
        round = undefined;
      }));
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
