import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Dropdown, dropdownItemClass } from '@/components/ui/dropdown';
import { confirmAction } from '@/components/ui/confirm';
import { deleteNote, type Note } from '@/hooks/api/note';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/stores/ui';
import '@/i18n/areas/note';

interface NoteMenuProps {
  note: Note;
  onView: () => void;
  onEdit: () => void;
  onDeleted: () => void;
}

/** The ⋯ menu of a note in the list: view, open its page, edit, delete (after confirmation). */
export function NoteMenu({ note, onView, onEdit, onDeleted }: NoteMenuProps) {
  const { t } = useTranslation();
  const remove = async () => {
    if (!(await confirmAction(t('note.deleteConfirm', { subject: note.subject })))) return;
    try {
      await deleteNote(note.id);
    } catch (failure) {
      // The client has shown the server's message already.
      if (failure instanceof ApiError) return;
      throw failure;
    }
    toast('success', t('note.deleted'));
    onDeleted();
  };
  return (
    <Dropdown
      align="end"
      panelClassName="w-36"
      buttonClassName="btn btn-sm"
      buttonTestId="note-menu"
      button={() => <span aria-label={t('note.actions', { subject: note.subject })}>⋯</span>}
    >
      <button type="button" className={dropdownItemClass} onClick={onView} data-testid="note-view">
        {t('note.view')}
      </button>
      <Link className={dropdownItemClass} to={`/note/${note.id}`} data-testid="note-open">
        {t('note.open')}
      </Link>
      <button type="button" className={dropdownItemClass} onClick={onEdit} data-testid="note-edit">
        {t('note.edit')}
      </button>
      <button
        type="button"
        className={`${dropdownItemClass} text-red-600`}
        onClick={() => void remove()}
        data-testid="note-delete"
      >
        {t('note.delete')}
      </button>
    </Dropdown>
  );
}
