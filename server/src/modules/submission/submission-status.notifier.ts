import { Injectable, Logger } from '@nestjs/common';
import type { SubmissionStatusEvent } from './submission-events';

type StatusListener = (event: SubmissionStatusEvent) => void;

/**
 * In-process fan-out of what a submission shows now (every status change, progress included);
 * the socket gateway forwards it to subscribed clients. Only the submission recorder publishes,
 * after its change committed; a failing listener is logged and never stops the others.
 */
@Injectable()
export class SubmissionStatusNotifier {
  private readonly logger = new Logger(SubmissionStatusNotifier.name);
  private readonly listeners = new Set<StatusListener>();

  publish(event: SubmissionStatusEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.logger.error(
          { err: error, submitId: event.submitId },
          `Pushing the status of submission ${event.submitId} failed`,
        );
      }
    }
  }

  subscribe(listener: StatusListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
