import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { changeLocale } from '@/i18n';
import type { Note } from '@/hooks/api/note';
import { NoteEditorDialog } from './note-editor-dialog';

const CATEGORIES = [
  { id: 3, name: 'Graphs' },
  { id: 4, name: 'Math' },
];

const A_NOTE: Note = {
  id: 9,
  subject: 'Dijkstra',
  content: 'Use a heap.',
  cid: 3,
  categoryName: 'Graphs',
  isTop: true,
  uid: 'u1',
  author: 'ann',
  avatar: null,
  role: 'default_user',
  titleName: null,
  titleColor: null,
  gmtCreate: '2026-01-01T00:00:00.000Z',
  gmtModified: '2026-01-02T00:00:00.000Z',
};

/** The server's answer to a save, and the body the dialog sent. */
function answerSaves() {
  const sent: unknown[] = [];
  const fetchMock = vi.fn((_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    sent.push(body);
    const note = { ...A_NOTE, ...body, id: body.id ?? 10 };
    return Promise.resolve(
      new Response(JSON.stringify({ status: 200, msg: 'success', data: note }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetchMock };
}

function renderEditor(props: Partial<Parameters<typeof NoteEditorDialog>[0]> = {}) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(<NoteEditorDialog categories={CATEGORIES} onClose={onClose} onSaved={onSaved} {...props} />);
  return { onSaved, onClose };
}

const title = () => screen.getByTestId<HTMLInputElement>('note-subject-input');
const content = () => screen.getByTestId<HTMLTextAreaElement>('note-content-input');
const save = () => fireEvent.click(screen.getByTestId('note-save'));

beforeEach(() => changeLocale('en-US'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NoteEditorDialog', () => {
  it("starts a new note titled with today's date, uncategorised and not pinned", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 7, 15, 0));
    renderEditor();
    vi.useRealTimers();
    expect(title().value).toBe('2026-03-07 New note');
    expect(screen.getByTestId<HTMLSelectElement>('note-category-select').value).toBe('');
    expect(screen.getByTestId('note-pin').getAttribute('aria-checked')).toBe('false');
  });

  it('refuses a blank title or blank content without sending anything', async () => {
    const { fetchMock } = answerSaves();
    renderEditor();
    fireEvent.change(content(), { target: { value: '   ' } });
    save();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Content is required');
    fireEvent.change(title(), { target: { value: '  ' } });
    save();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Title is required'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('previews markdown as text, never as live HTML', () => {
    renderEditor();
    fireEvent.change(content(), {
      target: { value: '**bold** <img src=x onerror="window.__xss=1"> <script>window.__xss=1</script>' },
    });
    const preview = screen.getByTestId('note-preview');
    expect(preview.querySelector('strong')?.textContent).toBe('bold');
    expect(preview.querySelector('script, [onerror]')).toBeNull();
  });

  it('sends a new note with the chosen category and pin, then hands back the saved note', async () => {
    const { sent } = answerSaves();
    const { onSaved } = renderEditor();
    fireEvent.change(title(), { target: { value: '  Flows  ' } });
    fireEvent.change(screen.getByTestId('note-category-select'), { target: { value: '4' } });
    fireEvent.click(screen.getByTestId('note-pin'));
    fireEvent.change(content(), { target: { value: '# Max flow\n' } });
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ id: null, subject: 'Flows', content: '# Max flow\n', cid: 4, isTop: true }]);
  });

  it('edits a note in place with its category fixed when asked to', async () => {
    const { sent } = answerSaves();
    const { onSaved } = renderEditor({ note: A_NOTE, lockCategory: true });
    expect(title().value).toBe('Dijkstra');
    expect(screen.getByTestId<HTMLSelectElement>('note-category-select').disabled).toBe(true);
    fireEvent.change(content(), { target: { value: 'Use a binary heap.' } });
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      { id: 9, subject: 'Dijkstra', content: 'Use a binary heap.', cid: 3, isTop: true },
    ]);
  });
});
