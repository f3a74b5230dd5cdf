import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JudgeStatus } from '@verdict/common';
import '@/i18n';
import { changeLocale } from '@/i18n';
import { aSubmission, aSubmissionDetail } from '@/test-fixtures/submission';
import { signIn } from '@/test/sign-in';
import { callsTo, stubApi } from '@/test/stub-api';
import { sessionStore } from '@/stores/session';
import type { SubmissionDetail } from '@/types/submission';
import { SubmissionBanner } from './submission-banner';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.set({ token: null, user: null });
});

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

describe('SubmissionBanner remote run', () => {
  const remote = (link: string | null, runId: string | null = '245871') =>
    aSubmissionDetail({ status: JudgeStatus.ACCEPTED }, { remoteRun: { oj: 'CF', runId, link } });

  it('names the judge and links the run on it in a new tab', () => {
    changeLocale('en-US');
    render(<SubmissionBanner detail={remote('https://codeforces.com/contest/1000/submission/245871')} />);
    expect(screen.getByTestId('remote-run').textContent).toBe('Judged on CF · run 245871');
    const link = screen.getByRole<HTMLAnchorElement>('link', { name: 'run 245871' });
    expect(link.href).toBe('https://codeforces.com/contest/1000/submission/245871');
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener noreferrer');
  });

  it('links nothing but an http(s) address, says when the judge has no run id yet, and is absent on local problems', () => {
    changeLocale('zh-CN');
    render(<SubmissionBanner detail={remote('javascript:alert(1)')} />);
    expect(screen.getByTestId('remote-run').textContent).toBe('在 CF 评测 · 远程提交 245871');
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();

    changeLocale('en-US');
    render(<SubmissionBanner detail={remote(null, null)} />);
    expect(screen.getByTestId('remote-run').textContent).toBe('Judged on CF · no run id yet');
    cleanup();

    render(<SubmissionBanner detail={aSubmissionDetail({ status: JudgeStatus.ACCEPTED })} />);
    expect(screen.queryByTestId('remote-run')).toBeNull();
  });
});

describe('SubmissionBanner resubmit', () => {
  const failed = aSubmissionDetail({
    submitId: 12,
    uid: 'u1',
    status: JudgeStatus.SUBMITTED_FAILED,
    errorMessage: 'Codeforces refused the login of verdict_bot',
  });

  it('gives the owner the reason and a Resubmit button that reloads the submission', async () => {
    changeLocale('en-US');
    sessionStore.set({ token: 't', user: { uid: 'u1', username: 'uma' } as never });
    const calls = stubApi({ '/api/resubmit': aSubmission({ submitId: 12 }) });
    const onResubmitted = vi.fn();
    render(<SubmissionBanner detail={failed} onResubmitted={onResubmitted} />);
    expect(screen.getByText('Why it could not be submitted')).toBeTruthy();
    expect(screen.getByText('Codeforces refused the login of verdict_bot')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Resubmit' }));
    await waitFor(() => expect(onResubmitted).toHaveBeenCalledTimes(1));
    expect(callsTo(calls, 'GET', '/api/resubmit')[0]?.url.searchParams.get('submitId')).toBe('12');
  });

  it('offers no Resubmit to anyone else, nor on another verdict', () => {
    changeLocale('en-US');
    signIn('u2');
    render(<SubmissionBanner detail={failed} onResubmitted={() => undefined} />);
    expect(screen.getByText('Codeforces refused the login of verdict_bot')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resubmit' })).toBeNull();
    cleanup();

    sessionStore.set({ token: 't', user: { uid: 'u1', username: 'uma' } as never });
    render(
      <SubmissionBanner
        detail={aSubmissionDetail({ uid: 'u1', status: JudgeStatus.SYSTEM_ERROR })}
        onResubmitted={() => undefined}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Resubmit' })).toBeNull();
  });
});
