import { useTranslation } from 'react-i18next';
import type { Note } from '@/hooks/api/note';
import { formatDateTime } from '@/lib/format';
import { NoteFacts } from '../../components/note-facts';
import { NoteMenu } from '../../components/note-menu';
import '@/i18n/areas/note';

interface NoteRowsProps {
  notes: Note[];
  onView: (note: Note) => void;
  onEdit: (note: Note) => void;
  onDeleted: () => void;
}

/** The page of notes: a table from tablet width up, cards on a phone. */
export function NoteRows({ notes, onView, onEdit, onDeleted }: NoteRowsProps) {
  const { t } = useTranslation();
  const menu = (note: Note) => (
    <NoteMenu note={note} onView={() => onView(note)} onEdit={() => onEdit(note)} onDeleted={onDeleted} />
  );
  const subject = (note: Note) => (
    <button
      type="button"
      className="text-left font-medium break-words text-blue-700 hover:underline"
      data-testid="note-subject"
      onClick={() => onView(note)}
    >
      {note.subject}
    </button>
  );
  return (
    <>
      <table className="hidden w-full text-sm md:table">
        <thead className="border-b border-slate-200 text-left text-slate-500">
          <tr>
            <th className="py-2 pr-3 font-medium">{t('note.subject')}</th>
            <th className="w-40 py-2 pr-3 font-medium">{t('note.category')}</th>
            <th className="w-44 py-2 pr-3 font-medium">{t('note.lastModified')}</th>
            <th className="w-12 py-2">
              <span className="sr-only">{t('note.actions', { subject: '' })}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {notes.map((note) => (
            <tr key={note.id} className="border-b border-slate-100" data-testid="note-row">
              <td className="py-2 pr-3">
                <span className="flex flex-wrap items-center gap-2">
                  {note.isTop ? (
                    <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-800">
                      {t('note.pinned')}
                    </span>
                  ) : null}
                  {subject(note)}
                </span>
              </td>
              <td className="py-2 pr-3 text-slate-600">{note.categoryName ?? t('note.uncategorised')}</td>
              <td className="py-2 pr-3 text-slate-600">
                <time dateTime={note.gmtModified}>{formatDateTime(note.gmtModified)}</time>
              </td>
              <td className="py-2 text-right">{menu(note)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="grid gap-2 md:hidden">
        {notes.map((note) => (
          <li key={note.id} className="rounded-md border border-slate-200 p-3" data-testid="note-card">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">{subject(note)}</div>
              {menu(note)}
            </div>
            <div className="mt-1">
              <NoteFacts note={note} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
