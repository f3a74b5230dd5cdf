import { Injectable } from '@nestjs/common';
import type { ReminderQuoteName, ReminderSourceName } from '@verdict/common';

/** Texts by id (the title of a discussion or contest, the content of a comment or reply). */
export type TextLookup = (ids: number[]) => Promise<Map<number, string>>;

/**
 * Where the message centre reads the titles of the places reminders point to and the texts they
 * quote. The module that owns a kind of place registers its lookup (`titles('Discussion', …)`),
 * so the message centre never reads another module's tables; an unregistered kind shows an
 * empty title and no quote.
 */
@Injectable()
export class ReminderSources {
  private readonly titleLookups = new Map<ReminderSourceName, TextLookup>();
  private readonly quoteLookups = new Map<ReminderQuoteName, TextLookup>();

  titles(sourceType: ReminderSourceName, lookup: TextLookup): void {
    this.titleLookups.set(sourceType, lookup);
  }

  quotes(quoteType: ReminderQuoteName, lookup: TextLookup): void {
    this.quoteLookups.set(quoteType, lookup);
  }

  titleOf(pairs: { type: ReminderSourceName; id: number }[]): Promise<(type: string, id: number) => string> {
    return this.resolve(this.titleLookups, pairs).then((found) => (type, id) => found(type, id) ?? '');
  }

  quoteOf(
    pairs: { type: ReminderQuoteName; id: number }[],
  ): Promise<(type: string, id: number) => string | null> {
    return this.resolve(this.quoteLookups, pairs).then((found) => (type, id) => found(type, id) ?? null);
  }

  private async resolve<K extends string>(
    lookups: Map<K, TextLookup>,
    pairs: { type: K; id: number }[],
  ): Promise<(type: string, id: number) => string | undefined> {
    const byType = new Map<K, Set<number>>();
    for (const { type, id } of pairs) {
      if (!byType.has(type)) byType.set(type, new Set());
      byType.get(type)?.add(id);
    }
    const found = new Map<string, Map<number, string>>();
    for (const [type, ids] of byType) {
      const lookup = lookups.get(type);
      if (lookup) found.set(type, await lookup([...ids]));
    }
    return (type, id) => found.get(type)?.get(id);
  }
}
