import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@verdict/common';
import '@/i18n';
import { changeLocale } from '@/i18n';
import { aSubmissionDetail } from '@/test-fixtures/submission';
import type { SubmissionDetail } from '@/types/submission';
import { SubmissionBanner } from './submission-banner';

afterEach(cleanup);

const detail = (status: number): SubmissionDetail =>
  aSubmissionDetail({
    submitId: 9,
    status,
    waitReason: { code: 'taken', params: { judger: 'judge-b', seconds: 4 }, text: '' },
  });

describe('SubmissionBanner wait reason', () => {
  it('says under the status which judge took the submission', () => {
    changeLocale('zh-CN');
    render(<SubmissionBanner detail={detail(JudgeStatus.JUDGING)} />);
    expect(screen.getByTestId('wait-reason').textContent).toBe('评测机 judge-b 已在 4 秒前接手');
  });

  it('drops it once the verdict is in', () => {
    changeLocale('en-US');
    render(<SubmissionBanner detail={detail(JudgeStatus.WRONG_ANSWER)} />);
    expect(screen.queryByTestId('wait-reason')).toBeNull();
  });
});

describe('SubmissionBanner manual judging', () => {
  it('says a verdict set by hand was set by hand, as the status list does', () => {
    changeLocale('en-US');
    render(
      <SubmissionBanner detail={aSubmissionDetail({ status: JudgeStatus.WRONG_ANSWER, isManual: true })} />,
    );
    expect(screen.getByTestId('submission-manual').textContent).toBe('Manual');
    cleanup();
    changeLocale('zh-CN');
    render(
      <SubmissionBanner detail={aSubmissionDetail({ status: JudgeStatus.WRONG_ANSWER, isManual: true })} />,
    );
    expect(screen.getByTestId('submission-manual').textContent).toBe('人工修改');
  });

  it('marks nothing on a verdict the judge gave', () => {
    changeLocale('en-US');
    render(<SubmissionBanner detail={aSubmissionDetail({ status: JudgeStatus.ACCEPTED })} />);
    expect(screen.queryByTestId('submission-manual')).toBeNull();
  });
});
