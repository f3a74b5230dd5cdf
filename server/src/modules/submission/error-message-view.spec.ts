import { JudgeStatus } from '@verdict/common';
import { errorMessageSeenBy, HIDDEN_ERROR_MESSAGE, SYSTEM_ERROR_NOTICE } from './error-message-view';

const { SYSTEM_ERROR: SE, COMPILE_ERROR: CE, SUBMITTED_FAILED: SF, WRONG_ANSWER: WA } = JudgeStatus;
const admin = { canSeeCode: true, seesJudgeFailures: true };
const owner = { canSeeCode: true, seesJudgeFailures: false };
const stranger = { canSeeCode: false, seesJudgeFailures: false };

describe('errorMessageSeenBy', () => {
  it.each([
    ['SE, admin', SE, admin, 'reason'],
    ['SE, owner', SE, owner, SYSTEM_ERROR_NOTICE],
    ['SE, stranger', SE, stranger, SYSTEM_ERROR_NOTICE],
    ['CE, admin', CE, admin, 'reason'],
    ['CE, owner', CE, owner, 'reason'],
    ['CE, stranger', CE, stranger, HIDDEN_ERROR_MESSAGE],
    ['submit failed, stranger', SF, stranger, 'reason'],
    ['another verdict, owner', WA, owner, HIDDEN_ERROR_MESSAGE],
  ])('%s', (_name, status, viewer, expected) => {
    expect(errorMessageSeenBy(status, 'reason', viewer)).toBe(expected);
  });

  it('keeps an absent message absent', () => {
    expect(errorMessageSeenBy(SE, null, stranger)).toBeNull();
  });
});
