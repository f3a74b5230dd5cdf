import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '@/components/common/markdown';
import { type AnnouncementDraft, saveAnnouncement } from '@/hooks/api/announcement';
import { toast } from '@/stores/ui';
import { CheckField } from '../../components/check-field';
import type { DraftDialogProps } from '../../components/editable-list-page';
import { LinkButton } from '../../components/link-button';
import { TitledFormDialog } from '../../components/titled-form-dialog';

/** Create or edit an announcement: title, markdown content with a preview, visible or hidden. */
export function AnnouncementDialog({ draft, onClose, onSaved }: DraftDialogProps<AnnouncementDraft>) {
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
        <LinkButton onClick={() => setPreview(!preview)}>
          {preview ? t('adminUsers.write') : t('adminUsers.preview')}
        </LinkButton>
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
      <CheckField
        className="mb-3 inline-flex items-center gap-2 text-sm"
        label={t('admin.visible')}
        checked={form.status === 0}
        onChange={(visible) => setForm({ ...form, status: visible ? 0 : 1 })}
      />
    </TitledFormDialog>
  );
}
