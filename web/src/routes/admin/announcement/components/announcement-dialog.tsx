import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '@/components/common/markdown';
import { type AnnouncementDraft, saveAnnouncement } from '@/hooks/api/announcement';
import { toast } from '@/stores/ui';
import { TitledFormDialog } from '../../components/titled-form-dialog';

interface AnnouncementDialogProps {
  draft: AnnouncementDraft;
  onClose: () => void;
  onSaved: () => void;
}

/** Create or edit an announcement: title, markdown content with a preview, visible or hidden. */
export function AnnouncementDialog({ draft, onClose, onSaved }: AnnouncementDialogProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(draft);
  const [preview, setPreview] = useState(false);

  const save = async () => {
    await saveAnnouncement(form);
    toast('success', t('admin.saved'));
    onSaved();
  };

  return (
    <TitledFormDialog
      heading={t(form.id === undefined ? 'adminUsers.createAnnouncement' : 'adminUsers.editAnnouncement')}
      width="max-w-2xl"
      value={form}
      onTitleChange={(title) => setForm({ ...form, title })}
      onSubmit={save}
      onClose={onClose}
    >
      <div className="mb-1 flex items-center justify-between text-sm">
        <label htmlFor="announcement-content">{t('adminUsers.contentMarkdown')}</label>
        <button type="button" className="text-blue-700 hover:underline" onClick={() => setPreview(!preview)}>
          {preview ? t('adminUsers.write') : t('adminUsers.preview')}
        </button>
      </div>
      {preview ? (
        <div className="mb-3 min-h-[200px] rounded border border-slate-200 p-3">
          <Markdown>{form.content}</Markdown>
        </div>
      ) : (
        <textarea
          id="announcement-content"
          className="input mb-3 min-h-[200px] font-mono"
          value={form.content}
          onChange={(e) => setForm({ ...form, content: e.target.value })}
        />
      )}
      <label className="mb-3 inline-flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={form.status === 0}
          onChange={(e) => setForm({ ...form, status: e.target.checked ? 0 : 1 })}
        />
        {t('admin.visible')}
      </label>
    </TitledFormDialog>
  );
}
