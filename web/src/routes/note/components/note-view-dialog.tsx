import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Markdown } from '@/components/common/markdown';
import { Modal } from '@/components/ui/modal';
import type { Note } from '@/hooks/api/note';
import { NoteFacts } from './note-facts';
import '@/i18n/areas/note';

interface NoteViewDialogProps {
  note: Note;
  onClose: () => void;
  onEdit: () => void;
}

/** A note read in place from the list: its facts and the rendered markdown. */
export function NoteViewDialog({ note, onClose, onEdit }: NoteViewDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onClose}
      title={<span className="break-words">{note.subject}</span>}
      width="max-w-3xl"
    >
      <div data-testid="note-view-dialog">
        <NoteFacts note={note} />
        <div className="mt-3 max-h-[60vh] overflow-auto border-t border-slate-100 pt-3">
          <Markdown>{note.content}</Markdown>
        </div>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Link className="btn" to={`/note/${note.id}`} data-testid="note-view-open">
            {t('note.open')}
          </Link>
          <button type="button" className="btn" onClick={onEdit}>
            {t('note.edit')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
