import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { changeLocale } from '@/i18n';
import { sessionStore } from '@/stores/session';
import { toastStore } from '@/stores/ui';
import type { UserInfo } from '@/types/account';
import { ReportDialog } from './report-dialog';

function stubApi() {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init?: RequestInit) => {
      if (init?.method === 'POST') posts.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ status: 200, msg: 'success', data: null }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return posts;
}

beforeEach(() => {
  changeLocale('en-US');
  toastStore.set([]);
  sessionStore.set({
    token: 't',
    user: { uid: 'u-bob', username: 'bob', roleList: [] } as unknown as UserInfo,
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReportDialog', () => {
  it('refuses a report without tag and reason, and a reason over 200 characters', async () => {
    const posts = stubApi();
    render(<ReportDialog did={9} onClose={() => undefined} />);
    fireEvent.click(screen.getByTestId('report-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The report label and reason cannot be empty',
    );
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'x'.repeat(201) } });
    fireEvent.click(screen.getByTestId('report-submit'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The report reason can not exceed 200 characters'),
    );
    expect(posts).toEqual([]);
  });

  it('sends the chosen tags and the reason joined, then closes', async () => {
    const posts = stubApi();
    const onClose = vi.fn();
    render(<ReportDialog did={9} onClose={onClose} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
    fireEvent.click(screen.getByLabelText('Plagiarism'));
    fireEvent.click(screen.getByLabelText('Spam ads'));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'copied ' } });
    fireEvent.click(screen.getByTestId('report-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts).toEqual([{ did: 9, content: '#Spam ads# #Plagiarism# copied', reporter: 'bob' }]);
    expect(toastStore.get().map((item) => item.text)).toContain('Report successfully');
  });
});
