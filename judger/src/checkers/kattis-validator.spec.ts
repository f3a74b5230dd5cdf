import { JudgeStatus } from '@verdict/common';
import { checkerProtocolOf, kattisVerdict, KATTIS_VALIDATOR_MARKER } from './kattis-validator';

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
