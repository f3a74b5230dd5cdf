import { cleanup, render, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@verdict/common';
import '@/i18n';
import { changeLocale } from '@/i18n';
import { sessionStore } from '@/stores/session';
import { aSubmission } from '@/test-fixtures/submission';
import type { Submission } from '@/types/submission';
import { SubmissionTable } from './submission-table';

const row = (submitId: number, fields: Partial<Submission>): Submission =>
  aSubmission({ submitId, ...fields });

afterEach(cleanup);
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
