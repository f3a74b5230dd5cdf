import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { tooManyRequests } from '../../common/http/app.exception';
import { KeyValueStore } from '../../infra/kv/key-value-store';

/** A stream slot lives this long unless renewed, so a crashed instance frees its users' slots. */
const SLOT_TTL_SECONDS = 60;
const SLOT_RENEW_MS = 20_000;

export const BUSY_MESSAGE = 'A reply is already being written for you: wait for it or stop it';

/** A held stream slot: renewed while held, released once. */
export interface StreamSlot {
  release(): Promise<void>;
}

/** The day's key part and the moments the day starts and ends, in UTC. */
export function utcDay(now: number): { day: string; startsAt: Date; endsAt: Date } {
  const day = new Date(now).toISOString().slice(0, 10);
  const startsAt = new Date(`${day}T00:00:00.000Z`);
  return { day, startsAt, endsAt: new Date(startsAt.getTime() + 86_400_000) };
}

/**
 * Each user's daily message count and replies streaming at once, in the key-value store, so they
 * hold across API instances (Redis) and in embedded mode (memory).
 */
@Injectable()
export class AssistantQuota {
  constructor(private readonly kv: KeyValueStore) {}

  /** Takes one of the user's stream slots, or refuses with 429 while all are taken. */
  async takeSlot(uid: string, slots: number): Promise<StreamSlot> {
    const holder = randomUUID();
    for (let slot = 0; slot < Math.max(1, slots); slot++) {
      const key = `assistant-stream:${uid}:${slot}`;
      if (await this.kv.setIfAbsent(key, holder, SLOT_TTL_SECONDS)) return this.held(key, holder);
    }
    throw tooManyRequests(BUSY_MESSAGE);
  }

  /** Counts a message against today's allowance, or refuses with 429 and when the day ends. */
  async countMessage(uid: string, dailyLimit: number): Promise<void> {
    const { day, endsAt } = utcDay(Date.now());
    const sent = await this.kv.increment(`assistant-day:${day}:${uid}`, 2 * 86_400);
    if (sent <= dailyLimit) return;
    const resetAt = endsAt.toISOString().slice(0, 16).replace('T', ' ');
    throw tooManyRequests(
      `You have sent your ${dailyLimit} messages to the assistant today; more from ${resetAt} UTC`,
    );
  }

  /** Messages the user has sent today. */
  async usedToday(uid: string): Promise<number> {
    const { day } = utcDay(Date.now());
    return Number((await this.kv.get(`assistant-day:${day}:${uid}`)) ?? 0);
  }

  private held(key: string, holder: string): StreamSlot {
    const renewal = setInterval(() => {
      void this.kv.expireIfValue(key, holder, SLOT_TTL_SECONDS).catch(() => undefined);
    }, SLOT_RENEW_MS);
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        clearInterval(renewal);
        await this.kv.deleteIfValue(key, holder);
      },
    };
  }
}
