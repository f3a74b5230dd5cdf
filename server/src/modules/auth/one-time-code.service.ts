import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { tooManyRequests } from '../../common/http/app.exception';
import { KeyValueStore } from '../../infra/kv/key-value-store';

export const CODE_TTL_SECONDS = 600;
/** A six-digit code falls to guessing: after this many wrong tries it is burnt and must be sent again. */
export const MAX_WRONG_CODES = 5;

/**
 * A key of the store for a code, its lock or its miss counter. Subjects are e-mail addresses and
 * usernames, which match in any letter case as in the user table: `VICTIM@x` must meet the lock
 * and the code of `victim@x`, not start its own.
 */
const keyOf = (kind: 'code' | 'code-lock' | 'code-miss', purpose: string, subject: string) =>
  `${kind}:${purpose}:${subject.toLowerCase()}`;

/**
 * Codes sent by mail (registration, e-mail change, password reset): one live code per purpose and
 * subject, a resend lock, a single successful use, and a few wrong tries at most.
 */
@Injectable()
export class OneTimeCodeService {
  constructor(private readonly kv: KeyValueStore) {}

  /**
   * Sends a code under the resend lock: 429 with the seconds left while the lock holds. A send that
   * fails (mail server down) gives the lock back, so the user can try again at once.
   */
  async sendUnderResendLock(
    purpose: string,
    subject: string,
    lockSeconds: number,
    send: () => Promise<void>,
  ): Promise<void> {
    const key = keyOf('code-lock', purpose, subject);
    if (!(await this.kv.setIfAbsent(key, '1', lockSeconds))) {
      const left = Math.max(1, await this.kv.ttl(key));
      throw tooManyRequests(`Please do not send repeatedly, try again in ${left} seconds`);
    }
    try {
      await send();
    } catch (error) {
      await this.kv.delete(key);
      throw error;
    }
  }

  async issueDigits(purpose: string, subject: string): Promise<string> {
    return this.store(purpose, subject, String(randomInt(0, 1_000_000)).padStart(6, '0'));
  }

  async issueToken(purpose: string, subject: string): Promise<string> {
    const code = Array.from({ length: 24 }, () => 'abcdefghijkmnpqrstuvwxyz23456789'[randomInt(0, 32)]).join(
      '',
    );
    return this.store(purpose, subject, code);
  }

  private async store(purpose: string, subject: string, code: string): Promise<string> {
    await this.kv.set(keyOf('code', purpose, subject), code, CODE_TTL_SECONDS);
    await this.kv.delete(keyOf('code-miss', purpose, subject));
    return code;
  }

  /** True when the code matches; a matching code is consumed. */
  async consume(purpose: string, subject: string, code: string): Promise<boolean> {
    const key = keyOf('code', purpose, subject);
    const misses = keyOf('code-miss', purpose, subject);
    const expected = await this.kv.get(key);
    if (expected === null) return false;
    if (expected !== code) {
      if ((await this.kv.increment(misses, CODE_TTL_SECONDS)) >= MAX_WRONG_CODES) await this.kv.delete(key);
      return false;
    }
    await this.kv.delete(key);
    await this.kv.delete(misses);
    return true;
  }
}
