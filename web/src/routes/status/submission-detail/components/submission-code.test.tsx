import { cleanup, render, screen } from '@testing-library/react';
import { SWRConfig, unstable_serialize } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@verdict/common';
import '@/i18n';
import { changeLocale } from '@/i18n';
import { swrKeys } from '@/lib/swr-keys';
import { sessionStore } from '@/stores/session';
import type { UserInfo } from '@/types/account';
import { aSubmissionDetail } from '@/test-fixtures/submission';
import type { SubmissionDetail } from '@/types/submission';
import { SubmissionCode } from './submission-code';

const detail: SubmissionDetail = aSubmissionDetail(
  { submitId: 7, status: JudgeStatus.WRONG_ANSWER, language: 'C++', code: 'int main(){}' },
  { waCaseData: 41 },
);

function renderWithSite(site: Record<string, unknown>) {
  render(
    <SWRConfig
      value={{
        provider: () => new Map(),
        fallback: { [unstable_serialize(swrKeys.websiteConfig())]: site },
        fetcher: () => new Promise(() => undefined),
      }}
    >
      <SubmissionCode detail={detail} onChanged={() => undefined} />
    </SWRConfig>,
  );
}

const downloadButton = () => screen.queryByRole('button', { name: 'Download the failing case' });

afterEach(cleanup);
beforeEach(() => {
  changeLocale('en-US');
  sessionStore.set({ token: 'token', user: { uid: 'u1', username: 'uma' } as UserInfo });
});

describe('SubmissionCode failing-case download', () => {
  it('offers the first failing case to the owner of a wrong answer', () => {
    renderWithSite({ openFailingCaseDownload: true });
    expect(downloadButton()).not.toBeNull();
  });

  it('hides the download while the site has it turned off', () => {
    renderWithSite({ openFailingCaseDownload: false });
    expect(downloadButton()).toBeNull();
  });
});
