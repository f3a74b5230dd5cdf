import { Injectable } from '@nestjs/common';
import { forbidden } from '../../common/http/app.exception';
import { KeyValueStore } from '../../infra/kv/key-value-store';

export interface AttemptPolicy {
  name: string;
  maxFailures: number;
  windowSeconds: number;
  lockSeconds: number;
  lockedMessage: string;
}

/** Counts failed attempts (login, password checks) and locks the subject once too many pile up. */
@Injectable()
export class AttemptLimiterService {
  constructor(private readonly kv: KeyValueStore) {}

  async assertNotLocked(policy: AttemptPolicy, subject: string): Promise<void> {
    if ((await this.kv.get(`lock:${policy.name}:${subject}`)) !== null) throw forbidden(policy.lockedMessage);
  }

  /** Seconds until the subject's lock lifts; 0 when it is not locked. */
  async lockedFor(policy: AttemptPolicy, subject: string): Promise<number> {
    const left = await this.kv.ttl(`lock:${policy.name}:${subject}`);
    if (left === -2) return 0;
    return left === -1 ? policy.lockSeconds : Math.max(1, left);
  }

  /** Failures recorded in the current window (0 once the window or a lock has passed). */
  async failures(policy: AttemptPolicy, subject: string): Promise<number> {
    return Number((await this.kv.get(`fail:${policy.name}:${subject}`)) ?? 0);
  }

  /** Records a failure; returns how many tries are left before the lock. */
  async recordFailure(policy: AttemptPolicy, subject: string): Promise<number> {
    const failures = await this.kv.increment(`fail:${policy.name}:${subject}`, policy.windowSeconds);
    if (failures >= policy.maxFailures) {
      await this.kv.set(`lock:${policy.name}:${subject}`, '1', policy.lockSeconds);
      await this.kv.delete(`fail:${policy.name}:${subject}`);
    }
    return Math.max(0, policy.maxFailures - failures);
  }

  async reset(policy: AttemptPolicy, subject: string): Promise<void> {
    await this.kv.delete(`fail:${policy.name}:${subject}`);
  }
}

export const LOGIN_POLICY: AttemptPolicy = {
  // HOJ: 20 failed tries per (username, IP) within 30 minutes lock that pair for 30 minutes.
  name: 'login',
  maxFailures: 20,
  windowSeconds: 1800,
  lockSeconds: 1800,
  lockedMessage: 'Too many failed logins, this account is locked for 30 minutes on this network',
};

export const ACCOUNT_CHANGE_POLICY: AttemptPolicy = {
  name: 'account-change',
  maxFailures: 5,
  windowSeconds: 1800,
  lockSeconds: 1800,
  lockedMessage: 'Too many wrong passwords, please try again in 30 minutes',
};
