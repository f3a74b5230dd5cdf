import { Injectable } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { SubmissionReconcilerService } from './submission-reconciler.service';

@Injectable()
export class SubmissionScheduler {
  constructor(private readonly reconciler: SubmissionReconcilerService) {}

  @Interval(30_000)
  async requeueLostSubmissions(): Promise<void> {
    await this.reconciler.reconcile();
  }
}
