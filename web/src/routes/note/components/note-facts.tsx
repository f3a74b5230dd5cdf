import { useTranslation } from 'react-i18next';
import type { Note } from '@/hooks/api/note';
import { formatDateTime } from '@/lib/format';
import '@/i18n/areas/note';

/** A note's category (or "uncategorised"), pinned mark and last-changed time, on one wrapping line. */
export function NoteFacts({ note }: { note: Note }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
      {note.isTop ? (
        <span className="rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-800">
          {t('note.pinned')}
        </span>
      ) : null}
      <span>
        <span className="sr-only">{t('note.category')}: </span>
        <span data-testid="note-category">{note.categoryName ?? t('note.uncategorised')}</span>
      </span>
      <span>
        <span className="sr-only">{t('note.lastModified')}: </span>
        <time dateTime={note.gmtModified}>{formatDateTime(note.gmtModified)}</time>
      </span>
    </span>
  );
}
