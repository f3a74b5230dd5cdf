import { Injectable, Logger } from '@nestjs/common';

type RecipientsListener = (uids: string[]) => Promise<void> | void;

/**
 * In-process fan-out of "the system messages of these users changed" (a notice sent, taken back or
 * deleted), so the message centre can push their unread counts without this module knowing of it.
 * A failing listener is logged and never fails the change.
 */
@Injectable()
export class NoticeEvents {
  private readonly logger = new Logger(NoticeEvents.name);
  private readonly listeners = new Set<RecipientsListener>();

  async changed(uids: string[]): Promise<void> {
    if (uids.length === 0) return;
    for (const listener of this.listeners) {
      try {
        await listener(uids);
      } catch (error) {
        this.logger.error({ err: error }, `Telling ${uids.length} users of new system messages failed`);
      }
    }
  }

  subscribe(listener: RecipientsListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
