import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Discussion } from '@/hooks/api/discussion';
import { sessionStore } from '@/stores/session';
import { accountDialogStore, toastStore } from '@/stores/ui';
import { apiReply } from '@/test/api-reply';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { signIn } from '@/test/sign-in';
import { stubFetch } from '@/test/stub-fetch';
import { DiscussionListPage } from './discussion-list-page';

const HOSTILE = '<img src=x onerror="window.__xss=1">';

const aDiscussion = (overrides: Partial<Discussion> = {}): Discussion => ({
  id: 1,
  categoryId: 1,
  categoryName: 'General',
  title: `Hello ${HOSTILE}`,
  description: `About ${HOSTILE}`,
  content: '',
  pid: null,
  gid: null,
  uid: 'u-ann',
  author: 'ann',
  avatar: null,
  role: null,
  titleName: null,
  titleColor: null,
  viewNum: 5,
  likeNum: 2,
  commentNum: 3,
  topPriority: 0,
  status: 0,
  hasLike: false,
  gmtCreate: '2026-11-26T08:00:00Z',
  gmtModified: '2026-11-26T08:00:00Z',
  ...overrides,
});

function stubApi(records: Discussion[], postingRule: unknown = { allowed: true, reason: null }) {
  return stubFetch((url) => {
    const data =
      url.pathname === '/api/discussion-category'
        ? [{ id: 1, name: 'General' }]
        : url.pathname === '/api/get-discussion-posting-rule'
          ? postingRule
          : url.pathname === '/api/get-discussion-list'
            ? { records, total: records.length, size: 10, current: 1, pages: 1 }
            : url.pathname === '/api/get-discussion-detail'
              ? aDiscussion({ content: 'The **full** text' })
              : {};
    return apiReply(200, 'success', data);
  });
}

function renderPage(path = '/discussion') {
  return renderRoutes(
    path,
    <>
      <Route path="/discussion" element={<DiscussionListPage />} />
      <Route path="/discussion/:problemID" element={<DiscussionListPage />} />
    </>,
  );
}

resetBetweenTests();

describe('DiscussionListPage', () => {
  it('shows each discussion with its counts, pin mark, badges, and text as text', async () => {
    signIn('u-bob');
    stubApi([
      aDiscussion({ id: 2, topPriority: 1, role: 'root', author: 'root', uid: 'u-root' }),
      aDiscussion(),
    ]);
    const { container } = renderPage();
    const rows = await screen.findAllByTestId('discussion-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByTestId('discussion-pinned').textContent).toBe('Top');
    expect(within(rows[0]).getByTestId('role-badge').textContent).toBe('SPA');
    expect(within(rows[1]).queryByTestId('discussion-pinned')).toBeNull();
    expect(within(rows[1]).getByTestId('discussion-title').textContent).toBe(`Hello ${HOSTILE}`);
    expect(rows[1].textContent).toContain('💬 3');
    expect(container.querySelector('img[onerror]')).toBeNull();
    // A plain user sees no menu on others' posts.
    expect(screen.queryByTestId('discussion-menu')).toBeNull();
  });

  it('gives the author edit and delete, an admin delete only', async () => {
    signIn('u-ann');
    stubApi([aDiscussion()]);
    renderPage();
    fireEvent.click(await screen.findByTestId('discussion-menu'));
    expect(screen.getByTestId('discussion-edit')).toBeTruthy();
    expect(screen.getByTestId('discussion-delete')).toBeTruthy();
    // The list leaves the content out: editing reads the discussion first.
    fireEvent.click(screen.getByTestId('discussion-edit'));
    const form = await screen.findByTestId('discussion-form');
    expect((form.querySelector('textarea[name="content"]') as HTMLTextAreaElement).value).toBe(
      'The **full** text',
    );
    cleanup();
    signIn('u-adm', ['admin']);
    renderPage();
    fireEvent.click(await screen.findByTestId('discussion-menu'));
    expect(screen.queryByTestId('discussion-edit')).toBeNull();
    expect(screen.getByTestId('discussion-delete')).toBeTruthy();
  });

  it('asks a visitor to log in before posting or showing Mine', async () => {
    sessionStore.set({ token: null, user: null });
    stubApi([]);
    renderPage();
    expect((await screen.findByTestId('discussion-empty')).textContent).toBe('No discussions yet');
    fireEvent.click(screen.getByTestId('discussion-post'));
    expect(accountDialogStore.get()).toBe('Login');
    expect(toastStore.get().map((item) => item.text)).toContain('Please login first');
    expect(screen.queryByTestId('discussion-form')).toBeNull();
  });

  it('tells a user who may not post yet the rule instead of offering the form', async () => {
    signIn('u-newbie');
    const rule = 'Sorry, you can not post a discussion yet! Please solve at least 10 problems first';
    stubApi([aDiscussion()], { allowed: false, reason: rule });
    renderPage();
    expect((await screen.findByTestId('discussion-post-rule')).textContent).toBe(rule);
    expect(screen.queryByTestId('discussion-post')).toBeNull();
    expect(screen.getAllByTestId('discussion-row')).toHaveLength(1);
  });

  it('lists one problem and prefills its id in a new post', async () => {
    signIn('u-ann');
    const calls = stubApi([]);
    renderPage('/discussion/P1000');
    await screen.findByTestId('discussion-empty');
    expect(calls.find((url) => url.pathname === '/api/get-discussion-list')?.searchParams.get('pid')).toBe(
      'P1000',
    );
    fireEvent.click(screen.getByTestId('discussion-post'));
    const form = await screen.findByTestId('discussion-form');
    expect((form.querySelector('input[name="title"]') as HTMLInputElement).value).toBe('[P1000] ');
    fireEvent.click(screen.getByTestId('discussion-submit'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The title cannot be empty'));
  });
});
