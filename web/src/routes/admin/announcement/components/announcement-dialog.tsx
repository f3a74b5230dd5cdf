import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '@/components/common/markdown';
import { Modal } from '@/components/ui/modal';
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
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    // Seed 2 §5: title and content are required.
    if (!form.title.trim()) return setProblem(t('adminUsers.titleRequired'));
    if (!form.content.trim()) return setProblem(t('adminUsers.contentRequired'));
    setSaving(true);
    try {
      await saveAnnouncement(form);
      toast('success', t('admin.saved'));
      onSaved();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      width="max-w-2xl"
      title={t(form.id === undefined ? 'adminUsers.createAnnouncement' : 'adminUsers.editAnnouncement')}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
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
          <button
            type="button"
            className="text-blue-700 hover:underline"
            onClick={() => setPreview(!preview)}
          >
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
        {problem ? (
          <p role="alert" className="mb-3 text-sm text-red-700">
            {problem}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.close')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {t('common.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
