import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_TYPES } from '@verdict/common';
import { type NoticeDraft, saveNotice } from '@/hooks/api/admin-notice';
import { toast } from '@/stores/ui';
import { TitledFormDialog } from '../../components/titled-form-dialog';

interface NoticeDialogProps {
  draft: NoticeDraft;
  onClose: () => void;
  onSaved: () => void;
}

/** Write a system notice and choose who gets it: everyone, one user (by username) or the admins. */
export function NoticeDialog({ draft, onClose, onSaved }: NoticeDialogProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(draft);

  const save = async () => {
    // A recipient typed before switching away from "one user" must not go out with the notice.
    await saveNotice({ ...form, recipient: form.type === 'Single' ? form.recipient : undefined });
    toast('success', t('admin.saved'));
    onSaved();
  };

  return (
    <TitledFormDialog
      heading={t(form.id === undefined ? 'adminUsers.createNotice' : 'adminUsers.editNotice')}
      width="max-w-xl"
      submitLabel={t('adminUsers.send')}
      value={form}
      onTitleChange={(title) => setForm({ ...form, title })}
      validate={() =>
        form.type === 'Single' && !form.recipient?.trim() ? t('adminUsers.recipientRequired') : null
      }
      onSubmit={save}
      onClose={onClose}
    >
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
      <fieldset className="mb-3 text-sm">
        <legend className="mb-1">{t('adminUsers.noticeSending')}</legend>
        <div className="flex flex-wrap gap-4">
          {[true, false].map((sendNow) => (
            <label key={String(sendNow)} className="inline-flex items-center gap-1">
              <input
                type="radio"
                name="notice-state"
                checked={form.state === sendNow}
                onChange={() => setForm({ ...form, state: sendNow })}
              />
              {t(sendNow ? 'adminUsers.sendNow' : 'adminUsers.sendHourly')}
            </label>
          ))}
        </div>
      </fieldset>
    </TitledFormDialog>
  );
}
