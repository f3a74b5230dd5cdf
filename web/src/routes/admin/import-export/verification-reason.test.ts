import { afterAll, describe, expect, it } from 'vitest';
import { JudgeStatus, type VerificationReason } from '@verdict/common';
import i18n, { changeLocale } from '@/i18n';
import { verificationReasonText } from './verification-reason';

describe('why a verification row matches or not', () => {
  afterAll(() => changeLocale('en-US'));

  it.each<[VerificationReason, string, string]>([
    [{ code: 'all-accepted' }, 'every case accepted', '全部测试点通过'],
    [
      { code: 'expected-case', case: 3, status: JudgeStatus.TIME_LIMIT_EXCEEDED },
      'case 3: TLE',
      '测试点 3：TLE',
    ],
    [
      { code: 'counts-as-run-time-error', case: 1, status: JudgeStatus.MEMORY_LIMIT_EXCEEDED },
      'case 1: MLE, which counts as a run-time error in Kattis packages',
      '测试点 1：MLE，在 Kattis 题目包中算作运行错误',
    ],
    [{ code: 'only-allowed' }, 'every case accepted or over the time limit', '每个测试点都通过或超时'],
    [
      { code: 'case-not-allowed', case: 2, status: JudgeStatus.WRONG_ANSWER },
      'case 2: WA, which this expectation does not allow',
      '测试点 2：WA，不符合预期',
    ],
    [{ code: 'none-expected' }, 'no case got the expected verdict', '没有测试点得到预期结果'],
    [
      { code: 'no-cases', status: JudgeStatus.COMPILE_ERROR },
      'CE before any case ran',
      '未运行任何测试点：CE',
    ],
    [
      { code: 'not-offered', language: 'Python 2' },
      'language not offered: Python 2',
      '未提供该语言：Python 2',
    ],
    [{ code: 'no-language' }, 'no language here fits this file', '没有适合此文件的语言'],
  ])('%j', async (reason, english, chinese) => {
    await changeLocale('en-US');
    expect(verificationReasonText(reason, i18n.t)).toBe(english);
    await changeLocale('zh-CN');
    expect(verificationReasonText(reason, i18n.t)).toBe(chinese);
  });
});
