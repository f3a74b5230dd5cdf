import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@verdict/common';
import { explainsStatus, offersHints, type HintConditions } from './assistant-hint-rule';

const ALL: HintConditions = { signedIn: true, inContest: false, switchedOn: true, assistantAvailable: true };

describe('offersHints', () => {
  it.each<[string, Partial<HintConditions>, boolean]>([
    ['signed in, outside contests, switched on, assistant available', {}, true],
    ['signed out', { signedIn: false }, false],
    ['in a contest', { inContest: true }, false],
    ['the setting off (its default)', { switchedOn: false }, false],
    ['the assistant unavailable', { assistantAvailable: false }, false],
  ])('%s: %s', (_name, change, expected) => {
    expect(offersHints({ ...ALL, ...change })).toBe(expected);
  });
});

describe('explainsStatus', () => {
  it.each([
    [JudgeStatus.WRONG_ANSWER, true],
    [JudgeStatus.RUNTIME_ERROR, true],
    [JudgeStatus.TIME_LIMIT_EXCEEDED, true],
    [JudgeStatus.COMPILE_ERROR, true],
    [JudgeStatus.ACCEPTED, false],
    [JudgeStatus.MEMORY_LIMIT_EXCEEDED, false],
    [JudgeStatus.PRESENTATION_ERROR, false],
    [JudgeStatus.PARTIAL_ACCEPTED, false],
    [JudgeStatus.SYSTEM_ERROR, false],
    [JudgeStatus.PENDING, false],
    [JudgeStatus.JUDGING, false],
  ])('status %i: %s', (status, expected) => {
    expect(explainsStatus(status)).toBe(expected);
  });
});
