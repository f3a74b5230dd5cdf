import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { NOTICE_TYPES, type NoticeDraft, saveNotice } from '@/hooks/api/admin-notice';
import { toast } from '@/stores/ui';

interface NoticeDialogProps {
  draft: NoticeDraft;
  onClose: () => void;
  onSaved: () => void;
}

/** Write a system notice and choose who gets it: everyone, one user (by username) or the admins. */
export function NoticeDialog({ draft, onClose, onSaved }: NoticeDialogProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(draft);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!form.title.trim()) return setProblem(t('adminUsers.titleRequired'));
    if (!form.content.trim()) return setProblem(t('adminUsers.contentRequired'));
    if (form.type === 'Single' && !form.recipient?.trim())
      return setProblem(t('adminUsers.recipientRequired'));
    setSaving(true);
    try {
      await saveNotice({ ...form, recipient: form.type === 'Single' ? form.recipient : undefined });
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
      width="max-w-xl"
      title={t(form.id === undefined ? 'adminUsers.createNotice' : 'adminUsers.editNotice')}
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
        <label className="mb-3 block text-sm">
          {t('admin.content')}
          <textarea
            className="input mt-1 min-h-[140px]"
            value={form.content}
            onChange={(e) => setForm({ ...form, content: e.target.value })}
          />
        </label>
        <fieldset className="mb-3 text-sm">
          <legend className="mb-1">{t('adminUsers.recipients')}</legend>
          <div className="flex flex-wrap gap-4">
            {NOTICE_TYPES.map((type) => (
              <label key={type} className="inline-flex items-center gap-1">
                <input
                  type="radio"
                  name="notice-type"
                  checked={form.type === type}
                  onChange={() => setForm({ ...form, type })}
                />
                {t(`adminUsers.noticeType.${type}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {form.type === 'Single' ? (
          <label className="mb-3 block text-sm">
            {t('adminUsers.recipientUsername')}
            <input
              className="input mt-1"
              value={form.recipient ?? ''}
              onChange={(e) => setForm({ ...form, recipient: e.target.value })}
            />
          </label>
        ) : null}
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
            {t('adminUsers.send')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
