import { Injectable } from '@nestjs/common';
import { badRequest, tooManyRequests } from '../../common/http/app.exception';
import { AttemptLimiterService, type AttemptPolicy } from './attempt-limiter.service';

/** Who guesses: the account and the address the request came from. */
export interface Guesser {
  uid: string;
  ip: string;
}

/** What is guessed: a contest's or a training's password, a group's invitation code. */
export type GuessTarget = `contest:${number}` | `training:${number}` | `group:${number}`;

/** A user gets 5 wrong tries at one target in 5 minutes, then waits 5 minutes. */
export const PASSWORD_GUESS_POLICY: AttemptPolicy = {
  name: 'password-guess',
  maxFailures: 5,
  windowSeconds: 300,
  lockSeconds: 300,
  lockedMessage: 'Too many wrong passwords, please try again later',
};

/** One address gets more, since a classroom shares one; beyond that its accounts wait together. */
export const ADDRESS_GUESS_POLICY: AttemptPolicy = {
  ...PASSWORD_GUESS_POLICY,
  name: 'password-guess-ip',
  maxFailures: 30,
};

/**
 * Contest and training passwords and group invitation codes are short, so wrong ones are counted
 * per target, by account and by address, in the shared key-value store (Redis in production,
 * in-process when embedded). Past the limit every try at that target, right or wrong, is answered
 * 429 with the wait; a right one clears the account's count.
 */
@Injectable()
export class PasswordGuesses {
  constructor(private readonly attempts: AttemptLimiterService) {}

  /** Throws 429 while the guesser is locked out of the target, else records the try; returns `correct`. */
  async attempt(target: GuessTarget, guesser: Guesser, correct: boolean): Promise<boolean> {
    const subjects = this.subjectsOf(target, guesser);
    const waits = await Promise.all(
      subjects.map(([policy, subject]) => this.attempts.lockedFor(policy, subject)),
    );
    const wait = Math.max(...waits);
    if (wait > 0) throw tooManyRequests(`Too many wrong passwords, please try again in ${wait} seconds`);
    if (correct) {
      await this.attempts.reset(PASSWORD_GUESS_POLICY, `${target}:${guesser.uid}`);
    } else {
      for (const [policy, subject] of subjects) await this.attempts.recordFailure(policy, subject);
    }
    return correct;
  }

  /** Refuses (400) a missing password, or a wrong one, which counts as an attempt at the target. */
  async requireRight(
    target: GuessTarget,
    guesser: Guesser,
    given: string | undefined,
    password: string | null,
    refusals: { emptyMessage: string; wrongMessage: string },
  ): Promise<void> {
    if (!given) throw badRequest(refusals.emptyMessage);
    if (!(await this.attempt(target, guesser, given === password))) throw badRequest(refusals.wrongMessage);
  }

  private subjectsOf(target: GuessTarget, guesser: Guesser): [AttemptPolicy, string][] {
    return [
      [PASSWORD_GUESS_POLICY, `${target}:${guesser.uid}`],
      [ADDRESS_GUESS_POLICY, `${target}:${guesser.ip}`],
    ];
  }
}
