import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { confirmStore } from '@/components/ui/confirm';
import type { Discussion } from '@/hooks/api/discussion';
import { aComment, aCommentPage } from '@/test-fixtures/comment';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { aGroup, page, signIn, stubApi, type Call } from '../../test/stub-api';
import GroupLayout from '../group-layout';
import GroupDiscussionDetailPage from './discussion-detail-page';
import GroupDiscussionTab from './discussion-tab';

const aDiscussion = (overrides: Partial<Discussion> = {}): Discussion => ({
  id: 5,
  categoryId: 0,
  categoryName: null,
  title: 'Homework 1',
  description: 'Questions about the first homework',
  content: '',
  pid: null,
  gid: 7,
  uid: 'u-mia',
  author: 'mia',
  avatar: null,
  role: null,
  titleName: null,
  titleColor: null,
  viewNum: 3,
  likeNum: 1,
  commentNum: 0,
  topPriority: 0,
  status: 0,
  hasLike: false,
  gmtCreate: '2026-11-26T08:00:00Z',
  gmtModified: '2026-11-26T08:00:00Z',
  ...overrides,
});

const NO_COMMENTS = {
  commentList: { records: [], total: 0, size: 10, current: 1, pages: 0 },
  commentLikeMap: {},
};

/** The group's server: a member (or the given auth), the switch on, two posts. */
function stubGroup(auth: number, extra: Record<string, unknown> = {}) {
  return stubApi({
    '/api/get-website-config': { openGroupDiscussion: true },
    '/api/get-group-detail': aGroup(),
    '/api/get-group-auth': auth,
    '/api/discussion-category': [{ id: 1, name: 'General' }],
    '/api/group/get-discussion-list': page([
      aDiscussion({ id: 6, title: 'Read me first', uid: 'u-ada', author: 'ada', topPriority: 1 }),
      aDiscussion(),
    ]),
    '/api/comments': NO_COMMENTS,
    ...extra,
  });
}

function renderGroup(path: string) {
  return renderRoutes(
    path,
    <Route path="/group/:groupID" element={<GroupLayout />}>
      <Route path="discussion" element={<GroupDiscussionTab />} />
      <Route path="discussion/:problemID" element={<GroupDiscussionTab />} />
      <Route path="discussion-detail/:discussionID" element={<GroupDiscussionDetailPage />} />
    </Route>,
  );
}

const sent = (calls: Call[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.url.pathname === path);

resetBetweenTests();

describe('GroupDiscussionTab', () => {
  it('lists the group’s posts, pinned first, linking inside the group', async () => {
    signIn('u-max');
    const calls = stubGroup(3);
    renderGroup('/group/7/discussion');
    const rows = await screen.findAllByTestId('discussion-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByTestId('discussion-pinned')).toBeTruthy();
    const links = screen.getAllByTestId('discussion-title').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/group/7/discussion-detail/6', '/group/7/discussion-detail/5']);
    const listCall = sent(calls, 'GET', '/api/group/get-discussion-list')[0].url.searchParams;
    expect(listCall.get('gid')).toBe('7');
    expect(listCall.get('limit')).toBe('10');
    expect(within(screen.getByTestId('group-tabs')).getByText('Discussion')).toBeTruthy();
    // Another member's posts have no edit or delete menu.
    expect(screen.queryByTestId('discussion-menu')).toBeNull();
  });

  it('posts through the group route, the category optional, no pin for a member', async () => {
    signIn('u-max');
    const calls = stubGroup(3, { 'POST /api/group/discussion': null });
    renderGroup('/group/7/discussion');
    fireEvent.click(await screen.findByTestId('discussion-post'));
    await screen.findByTestId('discussion-form');
    expect(document.querySelector('input[name="pinned"]')).toBeNull();
    fireEvent.change(document.querySelector('input[name="title"]')!, { target: { value: 'Is it sorted?' } });
    fireEvent.change(document.querySelector('input[name="description"]')!, {
      target: { value: 'The input order' },
    });
    fireEvent.change(document.querySelector('textarea[name="content"]')!, {
      target: { value: 'Asking about **order**' },
    });
    fireEvent.click(screen.getByTestId('discussion-submit'));
    await waitFor(() => expect(sent(calls, 'POST', '/api/group/discussion')).toHaveLength(1));
    expect(sent(calls, 'POST', '/api/group/discussion')[0].body).toEqual({
      gid: 7,
      title: 'Is it sorted?',
      description: 'The input order',
      content: 'Asking about **order**',
      pid: null,
    });
    expect(sent(calls, 'POST', '/api/discussion')).toHaveLength(0);
  });

  it("keeps one problem's posts and starts a new one's title with the problem", async () => {
    signIn('u-ada');
    const calls = stubGroup(4);
    renderGroup('/group/7/discussion/NC1');
    expect((await screen.findByRole('heading', { name: 'Discussions of problem NC1' })).textContent).toBe(
      'Discussions of problem NC1',
    );
    await screen.findAllByTestId('discussion-row');
    expect(sent(calls, 'GET', '/api/group/get-discussion-list')[0].url.searchParams.get('pid')).toBe('NC1');
    fireEvent.click(screen.getByTestId('discussion-post'));
    await screen.findByTestId('discussion-form');
    expect((document.querySelector('input[name="title"]') as HTMLInputElement).value).toBe('[NC1] ');
    // A group admin pins.
    expect(document.querySelector('input[name="pinned"]')).toBeTruthy();
  });
});

describe('GroupDiscussionDetailPage', () => {
  it('shows the post with its comments and a way back to the group’s list', async () => {
    signIn('u-max');
    const calls = stubGroup(3, {
      '/api/get-discussion-detail': aDiscussion({ content: 'Is the input **sorted**?' }),
    });
    renderGroup('/group/7/discussion-detail/5');
    expect((await screen.findByTestId('discussion-detail-title')).textContent).toBe('Homework 1');
    await waitFor(() =>
      expect(screen.getByTestId('discussion-content').querySelector('strong')?.textContent).toBe('sorted'),
    );
    expect(sent(calls, 'GET', '/api/get-discussion-detail')[0].url.searchParams.get('did')).toBe('5');
    await waitFor(() => expect(sent(calls, 'GET', '/api/comments').length).toBeGreaterThan(0));
    expect(screen.getByText(/Back to the group's discussions/).getAttribute('href')).toBe(
      '/group/7/discussion',
    );
    expect(screen.queryByTestId('discussion-menu')).toBeNull();
  });

  it("offers a group root, not a member, the delete of another member's comment", async () => {
    const comments = { '/api/comments': aCommentPage([aComment({ fromUid: 'u-max' })]) };
    signIn('u-ray');
    stubGroup(5, { '/api/get-discussion-detail': aDiscussion(), ...comments });
    const { unmount } = renderGroup('/group/7/discussion-detail/5');
    expect(within(await screen.findByTestId('comment')).getByTestId('comment-delete')).toBeTruthy();
    unmount();
    signIn('u-mia');
    stubGroup(3, { '/api/get-discussion-detail': aDiscussion(), ...comments });
    renderGroup('/group/7/discussion-detail/5');
    expect(within(await screen.findByTestId('comment')).queryByTestId('comment-delete')).toBeNull();
  });

  it('lets a group root delete a member’s post through the group route, then returns to the list', async () => {
    signIn('u-ray');
    const calls = stubGroup(5, {
      '/api/get-discussion-detail': aDiscussion({ content: 'Spam' }),
      'DELETE /api/group/discussion': null,
    });
    renderGroup('/group/7/discussion-detail/5');
    fireEvent.click(await screen.findByTestId('discussion-menu'));
    fireEvent.click(await screen.findByTestId('discussion-delete'));
    await waitFor(() => expect(confirmStore.get()).not.toBeNull());
    act(() => confirmStore.get()?.resolve(true));
    await waitFor(() => expect(sent(calls, 'DELETE', '/api/group/discussion')).toHaveLength(1));
    expect(sent(calls, 'DELETE', '/api/group/discussion')[0].url.searchParams.get('did')).toBe('5');
    expect(sent(calls, 'DELETE', '/api/discussion')).toHaveLength(0);
    expect(await screen.findByTestId('group-discussion-tab')).toBeTruthy();
  });
});
