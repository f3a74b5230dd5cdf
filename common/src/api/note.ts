/** Note and note category shapes on the wire. `TTime` as in `./submission`. */

export const NOTE_CONSTANTS = {
  /** Notes per page. */
  pageSize: 10,
  subjectMaxLength: 255,
  contentMaxLength: 65535,
  categoryNameMaxLength: 50,
  /** How many categories one user may keep (a limit of our own; HOJ has no notes). */
  maxCategories: 100,
  keywordMaxLength: 100,
} as const;

export interface NoteCategoryView {
  id: number;
  name: string;
}

/**
 * One note, as the list and the detail send it. The author's name, avatar, role and title are
 * read from the user when sent; `role` is HOJ's role name (`root` shows SPA, `admin` ADM).
 * `content` is the raw markdown.
 */
export interface NoteView<TTime = string> {
  id: number;
  subject: string;
  content: string;
  /** The owner's category, or null when uncategorised. */
  cid: number | null;
  categoryName: string | null;
  isTop: boolean;
  uid: string;
  author: string;
  avatar: string | null;
  role: string | null;
  titleName: string | null;
  titleColor: string | null;
  gmtCreate: TTime;
  gmtModified: TTime;
}

/** `POST /api/note`: creates, or with `id` updates the caller's own note. */
export interface NoteInput {
  id?: number | null;
  subject: string;
  content: string;
  cid?: number | null;
  isTop?: boolean;
}

/** One entry of `POST /api/note/category` (the whole list is sent; new entries have id null). */
export interface NoteCategoryInput {
  id: number | null;
  name: string;
}
