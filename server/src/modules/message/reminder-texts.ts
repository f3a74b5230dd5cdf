import { Injectable } from '@nestjs/common';
import {
  ReminderQuote,
  ReminderSource,
  type ReminderQuoteName,
  type ReminderSourceName,
} from '@verdict/common';
import { EventBus } from '../../events/event-bus';

/** The queries that answer texts by id, one per kind of place or quote. */
type TextQuery = 'discussion.titles' | 'contest.titles' | 'comment.texts' | 'reply.texts';

/** Who answers the title of each kind of place a reminder points to. */
const TITLES: Record<ReminderSourceName, TextQuery> = {
  [ReminderSource.DISCUSSION]: 'discussion.titles',
  [ReminderSource.CONTEST]: 'contest.titles',
};

/** Who answers the text of each kind of thing a reminder quotes. */
const QUOTES: Record<ReminderQuoteName, TextQuery> = {
  [ReminderQuote.COMMENT]: 'comment.texts',
  [ReminderQuote.REPLY]: 'reply.texts',
};

/**
 * The titles of the places reminders point to and the texts they quote, asked of the modules that
 * own them (one query per kind, with every id of a page at once), so the message centre never
 * reads another module's tables. A place or quote that is gone shows an empty title and no quote.
 */
@Injectable()
export class ReminderTexts {
  constructor(private readonly bus: EventBus) {}

  titleOf(pairs: { type: ReminderSourceName; id: number }[]): Promise<(type: string, id: number) => string> {
    return this.resolve(TITLES, pairs).then((found) => (type, id) => found(type, id) ?? '');
  }

  quoteOf(
    pairs: { type: ReminderQuoteName; id: number }[],
  ): Promise<(type: string, id: number) => string | null> {
    return this.resolve(QUOTES, pairs).then((found) => (type, id) => found(type, id) ?? null);
  }

  private async resolve<K extends string>(
    queries: Record<K, TextQuery>,
    pairs: { type: K; id: number }[],
  ): Promise<(type: string, id: number) => string | undefined> {
    const byType = new Map<K, Set<number>>();
    for (const { type, id } of pairs) {
      if (!byType.has(type)) byType.set(type, new Set());
      byType.get(type)?.add(id);
    }
    const found = new Map<string, Map<number, string>>();
    for (const [type, ids] of byType) found.set(type, await this.bus.ask(queries[type], { ids: [...ids] }));
    return (type, id) => found.get(type)?.get(id);
  }
}
