import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Request durations up to the longest a page should wait (s). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * `read`, shared by every caller while one call runs: a registry reads its gauges side by side, so
 * the gauges of one scrape that need the same figures get them from one read.
 */
export function onePerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () =>
    (running ??= read().finally(() => {
      running = undefined;
    }));
}

/**
 * This API instance's Prometheus metrics, on a registry of its own (one per app, so that apps in
 * one process, as in the tests, never share counters). Modules add theirs through `registry`;
 * `/metrics` serves it when `METRICS_TOKEN` is set (`serveMetrics`).
 */
export class AppMetrics {
  readonly registry = new Registry();

  readonly httpRequests = new Histogram({
    name: 'verdict_http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status, and how long they took',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });

  readonly verdictEvents = new Counter({
    name: 'verdict_judge_events_applied_total',
    help: "Judges' messages applied, by kind (progress, result, test-result)",
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  constructor(readonly enabled: boolean) {
    this.registry.setDefaultLabels({ service: 'api' });
    // Node's own figures (CPU, memory, event loop lag, GC) only where they are served.
    if (enabled) collectDefaultMetrics({ register: this.registry, prefix: 'verdict_api_' });
  }

  /** A gauge read at each scrape: `read` sets its values through the gauge it is given. */
  gauge<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: (gauge: Gauge<L>) => Promise<void> | void,
  ): Gauge<L> {
    return new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        await read(this);
      },
    });
  }
}
