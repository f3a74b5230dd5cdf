import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { JudgeStatus, type WaitReason } from '@verdict/common';
import '@/i18n';
import { changeLocale } from '@/i18n';
import { WaitReasonNote } from './wait-reason-note';

afterEach(cleanup);

const note = () => screen.queryByTestId('wait-reason');

const waiting: WaitReason = {
  code: 'waiting',
  params: { position: 3 },
  text: 'Waiting for a free judge: #3 in the queue',
};

describe('WaitReasonNote', () => {
  it('translates the code with its parameters', () => {
    changeLocale('en-US');
    render(<WaitReasonNote status={JudgeStatus.PENDING} reason={waiting} />);
    expect(note()?.textContent).toBe('Waiting for a free judge: #3 in the queue');
    cleanup();

    changeLocale('zh-CN');
    render(
      <WaitReasonNote
        status={JudgeStatus.JUDGING}
        reason={{ code: 'requeued', params: { judger: 'judge-a', position: 1 }, text: 'English' }}
      />,
    );
    expect(note()?.textContent).toBe('评测机 judge-a 已停止，重新排队：排在第 1 位');
  });

  it('says only that it waits when its place is unknown', () => {
    changeLocale('en-US');
    render(<WaitReasonNote status={JudgeStatus.PENDING} reason={{ ...waiting, params: {} }} />);
    expect(note()?.textContent).toBe('Waiting for a free judge');
  });

  it("shows the server's text for a reason this client does not know", () => {
    changeLocale('zh-CN');
    const newer = {
      code: 'paused',
      params: {},
      text: 'Judging is paused by the admin',
    } as unknown as WaitReason;
    render(<WaitReasonNote status={JudgeStatus.PENDING} reason={newer} />);
    expect(note()?.textContent).toBe('Judging is paused by the admin');
  });

  it('gives admins the whole story on hover, and says nothing once the verdict is in', () => {
    changeLocale('en-US');
    const admin = { ...waiting, adminText: '#3 in the normal queue, waiting 12 s; 1 judge(s) online' };
    render(<WaitReasonNote status={JudgeStatus.PENDING} reason={admin} />);
    expect(note()?.title).toBe(admin.adminText);
    cleanup();

    render(<WaitReasonNote status={JudgeStatus.ACCEPTED} reason={waiting} />);
    expect(note()).toBeNull();
  });

  it("says what a remote problem's submission waits for on the other judge", () => {
    const remote = (
      code: WaitReason['code'],
      params: WaitReason['params'] = { judger: 'CF' },
    ): WaitReason => ({
      code,
      params,
      text: 'English',
    });
    changeLocale('en-US');
    const { rerender } = render(
      <WaitReasonNote status={JudgeStatus.PENDING} reason={remote('remote-waiting-account')} />,
    );
    expect(note()?.textContent).toBe('Waiting for a CF account');
    rerender(<WaitReasonNote status={JudgeStatus.SUBMITTING} reason={remote('remote-submitting')} />);
    expect(note()?.textContent).toBe('Being sent to CF');
    rerender(
      <WaitReasonNote
        status={JudgeStatus.JUDGING}
        reason={remote('remote-judging', { judger: 'CF', seconds: 12 })}
      />,
    );
    expect(note()?.textContent).toBe('Judged on CF for 12 s');
    cleanup();

    changeLocale('zh-CN');
    render(<WaitReasonNote status={JudgeStatus.SUBMITTING} reason={remote('remote-submitting')} />);
    expect(note()?.textContent).toBe('正在提交到 CF');
  });
});
