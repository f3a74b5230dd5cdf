import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { SubmissionReconcilerService } from './submission-reconciler.service';

/** Runs the reconciler every RECONCILE_INTERVAL_SECONDS (30 s by default). */
@Injectable()
export class SubmissionScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SubmissionScheduler.name);
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly reconciler: SubmissionReconcilerService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(
      () => void this.requeueLostSubmissions(),
      this.config.reconcileIntervalSeconds * 1000,
    );
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async requeueLostSubmissions(): Promise<void> {
    try {
      await this.reconciler.reconcile(this.config.reconcileStaleSeconds * 1000);
    } catch (error) {
      // Redis or the database out of reach: the next run tries again.
      this.logger.warn(`Looking for lost submissions failed: ${String(error)}`);
    }
  }
}
