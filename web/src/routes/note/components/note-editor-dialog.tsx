import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTE_CONSTANTS } from '@verdict/common';
import { Markdown } from '@/components/common/markdown';
import { saveNote, type Note, type NoteCategory } from '@/hooks/api/note';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/stores/ui';
import { defaultNoteTitle } from '../default-note-title';
import '@/i18n/areas/note';

interface NoteEditorDialogProps {
  /** The note to edit; without it a new note is written. */
  note?: Note;
  categories: NoteCategory[];
  /** The detail page edits a note in place: its category stays as it is there. */
  lockCategory?: boolean;
  onClose: () => void;
  onSaved: (note: Note) => void;
}

/**
 * The fullscreen note editor: title, category, pinned switch, and markdown content
 * with a live preview rendered by the sanitising Markdown component. A new note is titled with
 * today's date, uncategorised and not pinned.
 */
export function NoteEditorDialog({
  note,
  categories,
  lockCategory,
  onClose,
  onSaved,
}: NoteEditorDialogProps) {
  const { t } = useTranslation();
  const [subject, setSubject] = useState(
    () => note?.subject ?? defaultNoteTitle(new Date(), t('note.newNoteSuffix')),
  );
  const [cid, setCid] = useState<number | null>(note?.cid ?? null);
  const [isTop, setIsTop] = useState(note?.isTop ?? false);
  const [content, setContent] = useState(note?.content ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const validate = (): string | null => {
    if (!subject.trim()) return t('note.editor.titleRequired');
    if (subject.trim().length > NOTE_CONSTANTS.subjectMaxLength)
      return t('note.editor.titleTooLong', { max: NOTE_CONSTANTS.subjectMaxLength });
    if (!content.trim()) return t('note.editor.contentRequired');
    return null;
  };
  const submit = async () => {
    const broken = validate();
    if (broken) return setError(broken);
    setSaving(true);
    try {
      const saved = await saveNote({ id: note?.id ?? null, subject: subject.trim(), content, cid, isTop });
      toast('success', t('note.saved'));
      onSaved(saved);
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : String(cause));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <DialogPanel
        as="form"
        noValidate
        className="fixed inset-0 flex flex-col bg-white"
        data-testid="note-editor"
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          void submit();
        }}
      >
        <header className="flex items-center gap-2 border-b border-slate-200 px-4 py-2">
          <DialogTitle className="flex-1 truncate text-lg font-semibold">
            {t(note ? 'note.editor.editTitle' : 'note.editor.createTitle')}
          </DialogTitle>
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving} data-testid="note-save">
            {t('common.save')}
          </button>
        </header>
        <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-4 py-3">
          <label className="min-w-0 flex-[1_1_16rem] text-sm">
            <span className="mb-1 block text-slate-600">{t('note.subject')}</span>
            <input
              className="input"
              value={subject}
              maxLength={NOTE_CONSTANTS.subjectMaxLength}
              aria-invalid={error === t('note.editor.titleRequired') || undefined}
              data-testid="note-subject-input"
              onChange={(event) => setSubject(event.target.value)}
            />
          </label>
          <label className="w-full text-sm sm:w-48">
            <span className="mb-1 block text-slate-600">{t('note.category')}</span>
            <select
              className="input"
              value={cid ?? ''}
              disabled={lockCategory}
              title={lockCategory ? t('note.editor.categoryLocked') : undefined}
              data-testid="note-category-select"
              onChange={(event) => setCid(event.target.value === '' ? null : Number(event.target.value))}
            >
              <option value="">{t('note.uncategorised')}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
              {note?.cid && !categories.some((c) => c.id === note.cid) ? (
                <option value={note.cid}>{note.categoryName ?? note.cid}</option>
              ) : null}
            </select>
          </label>
          <label className="flex items-center gap-2 pb-1.5 text-sm">
            <button
              type="button"
              role="switch"
              aria-checked={isTop}
              data-testid="note-pin"
              onClick={() => setIsTop((value) => !value)}
              className={`relative inline-flex h-5 w-9 shrink-0 rounded-full transition ${isTop ? 'bg-blue-600' : 'bg-slate-300'}`}
            >
              <span
                className={`absolute top-0.5 h-4 w-4 rounded-full bg-white shadow transition ${isTop ? 'left-4.5' : 'left-0.5'}`}
              />
            </button>
            <span>{t('note.pin')}</span>
          </label>
        </div>
        {error ? (
          <p role="alert" className="px-4 pt-2 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="grid min-h-0 flex-1 grid-rows-2 gap-3 p-4 md:grid-cols-2 md:grid-rows-1">
          <label className="flex min-h-0 flex-col text-sm">
            <span className="mb-1 text-slate-600">{t('note.editor.content')}</span>
            <textarea
              className="input min-h-0 flex-1 resize-none font-mono"
              value={content}
              maxLength={NOTE_CONSTANTS.contentMaxLength}
              placeholder={t('note.editor.contentPlaceholder')}
              data-testid="note-content-input"
              onChange={(event) => setContent(event.target.value)}
            />
          </label>
          <section className="flex min-h-0 flex-col text-sm" aria-label={t('note.editor.preview')}>
            <span className="mb-1 text-slate-600">{t('note.editor.preview')}</span>
            <div
              className="min-h-0 flex-1 overflow-auto rounded-md border border-slate-200 p-3"
              data-testid="note-preview"
            >
              {content.trim() ? (
                <Markdown>{content}</Markdown>
              ) : (
                <p className="text-slate-400">{t('note.editor.previewEmpty')}</p>
              )}
            </div>
          </section>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
