import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Discussion } from '@/hooks/api/discussion';
import { sessionStore } from '@/stores/session';
import { accountDialogStore, toastStore } from '@/stores/ui';
import { apiReply } from '@/test/api-reply';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { stubFetch } from '@/test/stub-fetch';
import type { UserInfo } from '@/types/account';
import { DiscussionDetailPage } from './discussion-detail-page';

const HOSTILE = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';

const aDiscussion = (hasLike: boolean): Discussion => ({
  id: 7,
  categoryId: 1,
  categoryName: 'General',
  title: `Hello ${HOSTILE}`,
  description: 'About',
  content: `**Bold** ${HOSTILE} [x](javascript:window.__xss=1)`,
  pid: null,
  gid: null,
  uid: 'u-ann',
  author: 'ann',
  avatar: null,
  role: 'admin',
  titleName: null,
  titleColor: null,
  viewNum: 5,
  likeNum: hasLike ? 1 : 0,
  commentNum: 0,
  topPriority: 0,
  status: 0,
  hasLike,
  gmtCreate: '2026-11-26T08:00:00Z',
  gmtModified: '2026-11-26T08:00:00Z',
});

/** The server as far as this page needs it: the like flips `hasLike`. */
function stubServer() {
  let liked = false;
  return stubFetch((url) => {
    if (url.pathname === '/api/discussion-like') liked = url.searchParams.get('toLike') === 'true';
    const data =
      url.pathname === '/api/get-discussion-detail'
        ? aDiscussion(liked)
        : url.pathname === '/api/comments'
          ? { commentList: { records: [], total: 0, size: 10, current: 1, pages: 0 }, commentLikeMap: {} }
          : null;
    return apiReply(200, 'success', data);
  });
}

function renderPage() {
  return renderRoutes(
    '/discussion-detail/7',
    <Route path="/discussion-detail/:discussionID" element={<DiscussionDetailPage />} />,
  );
}

resetBetweenTests();

describe('DiscussionDetailPage', () => {
  it('renders the markdown sanitised and the title as text, with the comments below', async () => {
    sessionStore.set({ token: null, user: null });
    const calls = stubServer();
    const { container } = renderPage();
    expect((await screen.findByTestId('discussion-detail-title')).textContent).toBe(`Hello ${HOSTILE}`);
    expect(screen.getByTestId('discussion-content').querySelector('strong')?.textContent).toBe('Bold');
    expect(container.querySelector('script, img[onerror]')).toBeNull();
    expect(screen.getByText('x').closest('a')?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect(screen.getByTestId('role-badge').textContent).toBe('ADM');
    await screen.findByTestId('comment-empty');
    expect(calls.find((url) => url.pathname === '/api/comments')?.searchParams.get('did')).toBe('7');
  });

  it('toggles the like with the spec texts', async () => {
    sessionStore.set({
      token: 't',
      user: { uid: 'u-bob', username: 'bob', roleList: [] } as unknown as UserInfo,
    });
    stubServer();
    renderPage();
    fireEvent.click(await screen.findByTestId('discussion-like'));
    await waitFor(() =>
      expect(screen.getByTestId('discussion-like').getAttribute('aria-pressed')).toBe('true'),
    );
    expect(toastStore.get().map((item) => item.text)).toContain('Like Successfully');
    fireEvent.click(screen.getByTestId('discussion-like'));
    await waitFor(() =>
      expect(screen.getByTestId('discussion-like').getAttribute('aria-pressed')).toBe('false'),
    );
    expect(toastStore.get().map((item) => item.text)).toContain('Cancel Like Successfully');
  });

  it('asks a visitor to log in before liking or reporting', async () => {
    sessionStore.set({ token: null, user: null });
    const calls = stubServer();
    renderPage();
    fireEvent.click(await screen.findByTestId('discussion-report'));
    expect(accountDialogStore.get()).toBe('Login');
    expect(screen.queryByTestId('report-form')).toBeNull();
    fireEvent.click(screen.getByTestId('discussion-like'));
    expect(calls.some((url) => url.pathname === '/api/discussion-like')).toBe(false);
  });
});
