import { EventEmitter } from 'node:events';
import { Injectable } from '@nestjs/common';
import type { SubmissionStatusEvent } from './submission-events';

/** In-process fan-out of status changes; the socket gateway forwards them to subscribed clients. */
@Injectable()
export class SubmissionStatusNotifier {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(event: SubmissionStatusEvent): void {
    this.emitter.emit('status', event);
  }

  subscribe(listener: (event: SubmissionStatusEvent) => void): () => void {
    this.emitter.on('status', listener);
    return () => this.emitter.off('status', listener);
  }
}
