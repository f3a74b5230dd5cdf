import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JudgeStatus } from '@verdict/common';
import '@/i18n';
import { changeLocale } from '@/i18n';
import { ConfirmHost } from '@/components/ui/confirm';
import { sessionStore } from '@/stores/session';
import { aSubmission } from '@/test-fixtures/submission';
import type { UserInfo } from '@/types/account';
import type { Submission } from '@/types/submission';
import { SubmissionTable } from './submission-table';

const row = (submitId: number, fields: Partial<Submission>): Submission =>
  aSubmission({ submitId, ...fields });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => sessionStore.set({ token: null, user: null }));

describe('SubmissionTable wait reasons', () => {
  it('shows why each Pending or Judging row waits, and nothing on judged rows', () => {
    changeLocale('en-US');
    const { container } = render(
      <MemoryRouter>
        <SubmissionTable
          records={[
            row(3, { waitReason: { code: 'waiting', params: { position: 2 }, text: '' } }),
            row(2, {
              status: JudgeStatus.COMPILING,
              waitReason: { code: 'fetching-test-data', params: { judger: 'judge-a', seconds: 1 }, text: '' },
            }),
            row(1, { status: JudgeStatus.ACCEPTED }),
          ]}
          onManualJudge={() => undefined}
          onChanged={() => undefined}
        />
      </MemoryRouter>,
    );
    const reasonIn = (submitId: number) =>
      within(container.querySelector<HTMLElement>(`tr[data-submit-id="${submitId}"]`)!).queryByTestId(
        'wait-reason',
      )?.textContent ?? null;
    expect([reasonIn(3), reasonIn(2), reasonIn(1)]).toEqual([
      'Waiting for a free judge: #2 in the queue',
      'Judge judge-a is fetching the test data',
      null,
    ]);
  });
});

describe('SubmissionTable rejudge', () => {
  it('asks first, then shows progress in the row until the verdict is final', async () => {
    changeLocale('en-US');
    sessionStore.set({
      token: 't',
      user: { uid: 'r', username: 'root', roleList: ['root'] } as unknown as UserInfo,
    });
    const fetchMock = vi.fn((_url: string) =>
      Promise.resolve(
        new Response(JSON.stringify({ status: 200, msg: 'success', data: null }), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const table = (status: number) => (
      <MemoryRouter>
        <ConfirmHost />
        <SubmissionTable
          records={[row(7, { status })]}
          onManualJudge={() => undefined}
          onChanged={() => undefined}
        />
      </MemoryRouter>
    );
    const { rerender } = render(table(JudgeStatus.WRONG_ANSWER));

    fireEvent.click(screen.getByRole('button', { name: 'Rejudge' }));
    await screen.findByText('Judge submission #7 again? Its current verdict and score are reset.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Rejudge' }));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() =>
      expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/admin/judge/rejudge?submitId=7'),
    );

    rerender(table(JudgeStatus.PENDING));
    await screen.findByTestId('rejudge-progress');
    expect(screen.queryByRole('button', { name: 'Rejudge' })).toBeNull();
    rerender(table(JudgeStatus.ACCEPTED));
    await screen.findByRole('button', { name: 'Rejudge' });
  });
});

describe('SubmissionTable resubmit', () => {
  it('lets only the owner resend a Submitted Failed row, by its status, and then reloads the list', async () => {
    changeLocale('en-US');
    sessionStore.set({
      token: 't',
      user: { uid: 'u1', username: 'uma', roleList: [] } as unknown as UserInfo,
    });
    const fetchMock = vi.fn((_url: string) =>
      Promise.resolve(
        new Response(JSON.stringify({ status: 200, msg: 'success', data: aSubmission({ submitId: 1 }) }), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onChanged = vi.fn();
    const { container } = render(
      <MemoryRouter>
        <SubmissionTable
          records={[
            row(1, { status: JudgeStatus.SUBMITTED_FAILED }),
            row(2, { status: JudgeStatus.WRONG_ANSWER }),
            row(3, { status: JudgeStatus.SUBMITTED_FAILED, uid: 'u2', username: 'ann' }),
          ]}
          onManualJudge={() => undefined}
          onChanged={onChanged}
        />
      </MemoryRouter>,
    );
    const statusOf = (submitId: number) =>
      within(container.querySelector<HTMLElement>(`tr[data-submit-id="${submitId}"]`)!).getByTestId(
        'status-cell',
      );
    expect(within(statusOf(2)).queryByRole('button')).toBeNull();
    // Another user's failed submission only links to its detail.
    expect(within(statusOf(3)).queryByRole('button')).toBeNull();
    expect(within(statusOf(3)).getByRole('link', { name: 'Submitted Failed' })).toBeTruthy();

    fireEvent.click(within(statusOf(1)).getByRole('button', { name: 'Submitted Failed Resubmit' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/resubmit?submitId=1');
  });
});
