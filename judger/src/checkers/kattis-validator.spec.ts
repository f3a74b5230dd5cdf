import { JudgeStatus } from '@verdict/common';
import {
  checkerProtocolOf,
  kattisInteractionVerdict,
  kattisVerdict,
  KATTIS_VALIDATOR_MARKER,
} from './kattis-validator';

describe('kattisVerdict', () => {
  it.each([
    [42, 0, JudgeStatus.ACCEPTED],
    [43, 0, JudgeStatus.WRONG_ANSWER],
    [0, 0, JudgeStatus.SYSTEM_ERROR],
    [1, 0, JudgeStatus.SYSTEM_ERROR],
    [42, 9, JudgeStatus.SYSTEM_ERROR],
  ])('exit %i signal %i → status %i', (exitCode, signal, status) => {
    expect(kattisVerdict(exitCode, signal, ' msg ').status).toBe(status);
  });

  it('keeps the feedback as the message and names an unexpected exit code', () => {
    expect(kattisVerdict(43, 0, 'wrong sum\n').message).toBe('wrong sum');
    expect(kattisVerdict(0, 0, '').message).toContain('exited with code 0 (expected 42 or 43)');
  });
});

describe('checkerProtocolOf', () => {
  it.each([
    [`${KATTIS_VALIDATOR_MARKER}\n#include <cstdio>\nint main(){}`, 'kattis'],
    [`  ${KATTIS_VALIDATOR_MARKER}  \r\nint main(){}`, 'kattis'],
    ['#include "testlib.h"\nint main(){}', 'testlib'],
    [`#include <cstdio>\n${KATTIS_VALIDATOR_MARKER}\n`, 'testlib'],
    [undefined, 'testlib'],
  ])('%j → %s', (code, protocol) => {
    expect(checkerProtocolOf(code)).toBe(protocol);
  });
});

describe('kattisInteractionVerdict: a Kattis interactive case as problemtools decides it', () => {
  const { ACCEPTED: AC, WRONG_ANSWER: WA, TIME_LIMIT_EXCEEDED: TLE } = JudgeStatus;
  const { RUNTIME_ERROR: RE, SYSTEM_ERROR: SE } = JudgeStatus;
  const validator = (exitCode: number) => kattisVerdict(exitCode, 0, 'feedback');
  it.each([
    ['accepted by the validator', AC, validator(42), false, AC],
    ['rejected by the validator after the submission ended', AC, validator(43), false, WA],
    ['rejected first, then the submission ran out of time', TLE, validator(43), true, WA],
    ['rejected first, then the submission crashed', RE, validator(43), true, WA],
    ['the submission ran out of time before the validator rejected', TLE, validator(43), false, TLE],
    ['the submission crashed before the validator accepted', RE, validator(42), false, RE],
    ['the submission crashed, then the validator accepted', RE, validator(42), true, RE],
    ["a validator exiting 0 is the judge's fault", TLE, validator(0), false, SE],
  ])('%s', (_name, submission, checked, validatorFirst, status) => {
    expect(kattisInteractionVerdict({ status: submission }, checked, validatorFirst).status).toBe(status);
  });
});
