/** Personal notes and their categories (`/api/note/*`). */
import useSWR from 'swr';
import {
  NOTE_CONSTANTS,
  type NoteCategoryInput,
  type NoteCategoryView,
  type NoteInput,
  type NoteView,
  type Page,
} from '@verdict/common';
import { api, type Query } from '@/lib/api-client';
import type { SwrKey } from '@/lib/swr-keys';

export type Note = NoteView;
export type NoteCategory = NoteCategoryView;

/** What the note list filters on; the category is HOJ-style `cid`. */
export interface NoteQuery {
  currentPage: number;
  keyword?: string;
  cid?: number;
}

export const noteKeys = {
  categories: (): SwrKey => ['/api/note/category'],
  list: (query: NoteQuery): SwrKey => [
    '/api/note/list',
    {
      limit: NOTE_CONSTANTS.pageSize,
      currentPage: query.currentPage,
      keyword: query.keyword,
      cid: query.cid,
    } satisfies Query,
  ],
  detail: (id: number): SwrKey => ['/api/note', { id }],
};

/** The signed-in user's categories; nothing is asked while signed out. */
export function useNoteCategories(signedIn: boolean) {
  return useSWR<NoteCategory[]>(signedIn ? noteKeys.categories() : null, { revalidateOnFocus: false });
}

export function useNoteList(query: NoteQuery, signedIn: boolean) {
  return useSWR<Page<Note>>(signedIn ? noteKeys.list(query) : null, { keepPreviousData: true });
}

export function useNote(id: number) {
  return useSWR<Note>(Number.isInteger(id) && id > 0 ? noteKeys.detail(id) : null, {
    revalidateOnFocus: false,
  });
}

/** Creates a note, or updates it when `id` is given; answers the saved note. */
export const saveNote = (input: NoteInput) => api.post<Note>('/api/note', input, { silent: true });

export const deleteNote = (id: number) => api.delete<null>('/api/note', { id });

/** Saves the whole category list: new entries with `id` null; the saved list comes back. */
export const saveNoteCategories = (categories: NoteCategoryInput[]) =>
  api.post<NoteCategory[]>('/api/note/category', categories, { silent: true });
