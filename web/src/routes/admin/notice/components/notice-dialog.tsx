import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_TYPES } from '@verdict/common';
import { type NoticeDraft, saveNotice } from '@/hooks/api/admin-notice';
import { toast } from '@/stores/ui';
import { bindText } from '../../components/bind-text';
import type { DraftDialogProps } from '../../components/editable-list-page';
import { DIALOG_FIELD, LabelledInput, LabelledTextArea } from '../../components/labelled-field';
import { RadioChoices } from '../../components/radio-choices';
import { TitledFormDialog } from '../../components/titled-form-dialog';

const OPTION_CLASS = 'inline-flex items-center gap-1';

/** A titled row of radios. */
function RadioFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="mb-3 text-sm">
      <legend className="mb-1">{legend}</legend>
      <div className="flex flex-wrap gap-4">{children}</div>
    </fieldset>
  );
}

/** Write a system notice and choose who gets it: everyone, one user (by username) or the admins. */
export function NoticeDialog({ draft, onClose, onSaved }: DraftDialogProps<NoticeDraft>) {
  const { t } = useTranslation();
  const [form, setForm] = useState(draft);
  const text = bindText(form, (change: Partial<NoticeDraft>) => setForm({ ...form, ...change }));

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
      <LabelledTextArea
        {...DIALOG_FIELD}
        label={t('admin.content')}
        className="input mt-1 min-h-[140px]"
        {...text('content')}
      />
      <RadioFieldset legend={t('adminUsers.recipients')}>
        <RadioChoices
          name="notice-type"
          optionClassName={OPTION_CLASS}
          value={form.type}
          choices={NOTICE_TYPES}
          choiceLabel={(type) => t(`adminUsers.noticeType.${type}`)}
          onChange={(type) => setForm({ ...form, type })}
        />
      </RadioFieldset>
      {form.type === 'Single' ? (
        <LabelledInput {...DIALOG_FIELD} label={t('adminUsers.recipientUsername')} {...text('recipient')} />
      ) : null}
      <RadioFieldset legend={t('adminUsers.noticeSending')}>
        <RadioChoices
          name="notice-state"
          optionClassName={OPTION_CLASS}
          value={form.state}
          choices={[true, false]}
          choiceLabel={(sendNow) => t(sendNow ? 'adminUsers.sendNow' : 'adminUsers.sendHourly')}
          onChange={(state) => setForm({ ...form, state })}
        />
      </RadioFieldset>
    </TitledFormDialog>
  );
}
