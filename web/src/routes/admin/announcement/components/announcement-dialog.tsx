import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '@/components/common/markdown';
import { FormDialog } from '@/components/ui/form-dialog';
import { type AnnouncementDraft, saveAnnouncement } from '@/hooks/api/announcement';
import { toast } from '@/stores/ui';

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

  // Title and content are required.
  const validate = () => {
    if (!form.title.trim()) return t('adminUsers.titleRequired');
    if (!form.content.trim()) return t('adminUsers.contentRequired');
    return null;
  };
  const save = async () => {
    await saveAnnouncement(form);
    toast('success', t('admin.saved'));
    onSaved();
  };

  return (
    <FormDialog
      title={t(form.id === undefined ? 'adminUsers.createAnnouncement' : 'adminUsers.editAnnouncement')}
      width="max-w-2xl"
      cancelLabel={t('common.close')}
      validate={validate}
      onSubmit={save}
      onClose={onClose}
    >
      <label className="mb-3 block text-sm">
        {t('adminUsers.announcementTitle')}
        <input
          className="input mt-1"
          maxLength={255}
          value={form.title}
          onChange={(e) => setForm({ ...form, title: e.target.value })}
        />
      </label>
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
    </FormDialog>
  );
}
