import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RemoteJudgeError } from '../../src/modules/remote-judge/adapters/remote-judge-error';
import type { ReplayAnswer } from './replay-server';

/** The recorded pages and JSON of one remote judge (`test/fixtures/remote-judge/<judge>/`). */
export function recordedFixtures(judge: string): (name: string) => string {
  const dir = join(__dirname, '..', 'fixtures', 'remote-judge', judge);
  return (name) => readFileSync(join(dir, name), 'utf8');
}

/** A redirect, with the cookie a login sets on it. */
export function redirect(location: string, cookie?: string): ReplayAnswer {
  return { status: 302, headers: { location, ...(cookie ? { 'set-cookie': cookie } : {}) } };
}

/** The rejection a promise ends with, checked to be a `RemoteJudgeError` (its kind and message are the test's). */
export async function failureOf(promise: Promise<unknown>): Promise<RemoteJudgeError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RemoteJudgeError);
  return error as RemoteJudgeError;
}
