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

/** An admitted message: its stream slot, and `withdraw` to give back both slot and message. */
export interface Admission {
  slot: StreamSlot;
  withdraw(): Promise<void>;
}

/** Day counters outlive their day, so one read just after midnight UTC still finds yesterday's. */
const COUNTER_TTL_SECONDS = 2 * 86_400;

/** The day's key part and the moments the day starts and ends, in UTC. */
export function utcDay(now: number): { day: string; startsAt: Date; endsAt: Date } {
  const day = new Date(now).toISOString().slice(0, 10);
  const startsAt = new Date(`${day}T00:00:00.000Z`);
  return { day, startsAt, endsAt: new Date(startsAt.getTime() + 86_400_000) };
}

const dayCounter = (uid: string) => `assistant-day:${utcDay(Date.now()).day}:${uid}`;

/**
 * Each user's daily message count and replies streaming at once, in the key-value store, so they
 * hold across API instances (Redis) and in embedded mode (memory).
 */
@Injectable()
export class AssistantQuota {
  constructor(private readonly kv: KeyValueStore) {}

  /**
   * Admits one message: takes one of the user's stream slots and counts the message against
   * today's allowance, side by side (one round trip to the store instead of two). Refuses with 429
   * while every slot is taken (the message not counted), or when the day's messages are spent and
   * when the day ends (the slot given back).
   */
  async admit(uid: string, slots: number, dailyLimit: number): Promise<Admission> {
    const counter = dayCounter(uid);
    const [taken, counted] = await Promise.allSettled([
      this.takeSlot(uid, slots),
      this.kv.increment(counter, COUNTER_TTL_SECONDS),
    ]);
    if (taken.status === 'rejected') {
      if (counted.status === 'fulfilled') {
        await this.kv.increment(counter, COUNTER_TTL_SECONDS, -1).catch(() => undefined);
      }
      throw taken.reason;
    }
    const slot = taken.value;
    if (counted.status === 'rejected') {
      await slot.release();
      throw counted.reason;
    }
    const sent = counted.value;
    if (sent > dailyLimit) {
      await slot.release();
      const resetAt = utcDay(Date.now()).endsAt.toISOString().slice(0, 16).replace('T', ' ');
      throw tooManyRequests(
        `You have sent your ${dailyLimit} messages to the assistant today; more from ${resetAt} UTC`,
      );
    }
    return {
      slot,
      withdraw: async () => {
        await slot.release();
        await this.kv.increment(counter, COUNTER_TTL_SECONDS, -1);
      },
    };
  }

  /** Messages the user has sent today. */
  async usedToday(uid: string): Promise<number> {
    return Number((await this.kv.get(dayCounter(uid))) ?? 0);
  }

  private async takeSlot(uid: string, slots: number): Promise<StreamSlot> {
    const holder = randomUUID();
    for (let slot = 0; slot < Math.max(1, slots); slot++) {
      const key = `assistant-stream:${uid}:${slot}`;
      if (await this.kv.setIfAbsent(key, holder, SLOT_TTL_SECONDS)) return this.held(key, holder);
    }
    throw tooManyRequests(BUSY_MESSAGE);
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
