import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Note } from '@/hooks/api/note';
import { sessionStore } from '@/stores/session';
import { accountDialogStore, toastStore } from '@/stores/ui';
import { apiReply } from '@/test/api-reply';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { signIn } from '@/test/sign-in';
import { stubFetch } from '@/test/stub-fetch';
import NoteDetailPage from './note-detail';
import NoteListPage from './note-list';

const HOSTILE = '<img src=x onerror="window.__xss=1">';

const aNote = (overrides: Partial<Note> = {}): Note => ({
  id: 1,
  subject: `Graphs ${HOSTILE}`,
  content: '# Shortest paths\n\nUse **Dijkstra**.',
  cid: 7,
  categoryName: 'Algorithms',
  isTop: false,
  uid: 'u-ann',
  author: 'ann',
  avatar: null,
  role: 'root',
  titleName: 'Tutor',
  titleColor: '#13c2c2',
  gmtCreate: '2026-11-26T08:00:00Z',
  gmtModified: '2026-11-26T08:00:00Z',
  ...overrides,
});

/** Answers the note routes from fixed data; returns the requests made. */
function stubApi(records: Note[], detail: Note | null = records[0] ?? null) {
  return stubFetch((url) => {
    if (url.pathname === '/api/note/category')
      return apiReply(200, 'success', [{ id: 7, name: 'Algorithms' }]);
    if (url.pathname === '/api/note/list')
      return apiReply(200, 'success', { records, total: records.length, size: 10, current: 1, pages: 1 });
    if (url.pathname === '/api/note')
      return detail
        ? apiReply(200, 'success', detail)
        : apiReply(404, 'The note does not exist', { code: 'NOT_FOUND' });
    return apiReply(200, 'success', {});
  });
}

function renderAt(path: string) {
  return renderRoutes(
    path,
    <>
      <Route path="/home" element={<p>home page</p>} />
      <Route path="/note" element={<NoteListPage />} />
      <Route path="/note/:id" element={<NoteDetailPage />} />
    </>,
  );
}

resetBetweenTests();

describe('the note list', () => {
  it('asks a signed-out visitor to log in', async () => {
    sessionStore.set({ token: null, user: null });
    const calls = stubApi([]);
    renderAt('/note');
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(accountDialogStore.get()).toBe('Login');
    expect(toastStore.get().map((toast) => toast.text)).toContain('Please login first');
    expect(calls.filter((url) => url.pathname.startsWith('/api/note'))).toEqual([]);
  });

  it('shows ten a page, pinned mark and category, and the title as text', async () => {
    signIn('u-ann');
    const calls = stubApi([
      aNote({ id: 2, isTop: true }),
      aNote({ id: 3, cid: null, categoryName: null, subject: 'Plain' }),
    ]);
    const { container } = renderAt('/note');
    const rows = await screen.findAllByTestId('note-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByTestId('note-subject').textContent).toBe(`Graphs ${HOSTILE}`);
    expect(rows[0].textContent).toContain('Pinned');
    expect(rows[0].textContent).toContain('Algorithms');
    expect(rows[1].textContent).toContain('Uncategorised');
    expect(container.querySelector('img[onerror]')).toBeNull();
    const list = calls.find((url) => url.pathname === '/api/note/list');
    expect(Object.fromEntries(list!.searchParams)).toEqual({ limit: '10', currentPage: '1' });
  });

  it('filters by category and keyword', async () => {
    signIn('u-ann');
    const calls = stubApi([aNote()]);
    renderAt('/note');
    await screen.findAllByTestId('note-row');
    await screen.findByRole('option', { name: 'Algorithms' });
    fireEvent.change(screen.getByTestId('note-category-filter'), { target: { value: '7' } });
    const search = screen.getByTestId('note-search');
    fireEvent.change(search, { target: { value: ' dijkstra ' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() => {
      const last = calls.filter((url) => url.pathname === '/api/note/list').at(-1)!;
      expect(Object.fromEntries(last.searchParams)).toEqual({
        limit: '10',
        currentPage: '1',
        cid: '7',
        keyword: 'dijkstra',
      });
    });
  });

  it('says so when there are no notes', async () => {
    signIn('u-ann');
    stubApi([]);
    renderAt('/note');
    expect((await screen.findByTestId('note-empty')).textContent).toContain('No notes yet');
  });
});

describe('the note page', () => {
  it("shows the author's badge and title, the rendered markdown, and Edit to the owner only", async () => {
    signIn('u-ann');
    stubApi([], aNote());
    const { container } = renderAt('/note/1');
    expect((await screen.findByTestId('note-detail-title')).textContent).toBe(`Graphs ${HOSTILE}`);
    expect(screen.getByTestId('role-badge').textContent).toBe('SPA');
    expect(screen.getByTestId('user-title').textContent).toBe('Tutor');
    expect(screen.getByTestId('note-category').textContent).toBe('Algorithms');
    expect(screen.getByTestId('note-detail-content').querySelector('strong')?.textContent).toBe('Dijkstra');
    expect(container.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByTestId('note-detail-edit')).toBeTruthy();

    act(() => signIn('u-bob'));
    await waitFor(() => expect(screen.queryByTestId('note-detail-edit')).toBeNull());
  });

  it('says a deleted note is gone', async () => {
    signIn('u-ann');
    stubApi([], null);
    renderAt('/note/41');
    expect((await screen.findByTestId('note-missing')).textContent).toContain('does not exist');
  });
});
