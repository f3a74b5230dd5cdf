import { JudgeStatus } from '@verdict/common';

/** Java's `\s`, which HOJ uses: space, \t, \n, vertical tab, \f, \r. */
const ALL_WHITESPACE = /[ \t\n\v\f\r]+/g;
const TRAILING_WHITESPACE = /[ \t\n\v\f\r]+$/;
const BLANKS_BEFORE_NEWLINE = /[ \t\v\f\r]+\n/g;

/** HOJ's rtrim: drop trailing whitespace of the whole text, then trailing blanks of every line. */
export function rtrimOutput(text: string): string {
  return text.replace(TRAILING_WHITESPACE, '').replace(BLANKS_BEFORE_NEWLINE, '\n');
}

export type ComparatorVerdict =
  typeof JudgeStatus.ACCEPTED | typeof JudgeStatus.WRONG_ANSWER | typeof JudgeStatus.PRESENTATION_ERROR;

/**
 * HOJ's default comparison. With remove-end-blank: trailing blanks per line
 * and at the end are ignored and anything else is WA. Without: exact match is AC, a match once
 * all whitespace is removed is PE, anything else WA. Bytes are compared as latin1 so any encoding
 * survives untouched.
 */
export function compareOutput(user: Buffer, expected: Buffer, removeEndBlank: boolean): ComparatorVerdict {
  if (removeEndBlank) {
    if (user.equals(expected)) return JudgeStatus.ACCEPTED;
    return rtrimOutput(user.toString('latin1')) === rtrimOutput(expected.toString('latin1'))
      ? JudgeStatus.ACCEPTED
      : JudgeStatus.WRONG_ANSWER;
  }
  if (user.equals(expected)) return JudgeStatus.ACCEPTED;
  const strip = (b: Buffer) => b.toString('latin1').replace(ALL_WHITESPACE, '');
  return strip(user) === strip(expected) ? JudgeStatus.PRESENTATION_ERROR : JudgeStatus.WRONG_ANSWER;
}
