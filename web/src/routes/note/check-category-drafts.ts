/** One row of the category editor: `id` null until the server has saved it. */
export interface CategoryDraft {
  id: number | null;
  name: string;
}

export type CategoryDraftProblem =
  | { kind: 'empty'; index: number }
  | { kind: 'tooLong'; index: number }
  | { kind: 'duplicate'; index: number; name: string };

/**
 * The first thing the server would refuse in the category list, checked before sending: a blank
 * name, a name over the limit, or the same name twice (ignoring case and surrounding spaces).
 */
export function checkCategoryDrafts(drafts: CategoryDraft[], maxLength: number): CategoryDraftProblem | null {
  const seen = new Set<string>();
  for (const [index, draft] of drafts.entries()) {
    const name = draft.name.trim();
    if (!name) return { kind: 'empty', index };
    if (name.length > maxLength) return { kind: 'tooLong', index };
    const key = name.toLowerCase();
    if (seen.has(key)) return { kind: 'duplicate', index, name };
    seen.add(key);
  }
  return null;
}
