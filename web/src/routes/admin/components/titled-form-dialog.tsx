import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { DIALOG_FIELD, LabelledInput } from './labelled-field';

interface TitledFormDialogProps {
  heading: string;
  width: string;
  submitLabel?: string;
  /** The record's title and content, both required. */
  value: { title: string; content: string };
  onTitleChange: (title: string) => void;
  /** A rule beyond the required title and content, as a message, or null. */
  validate?: () => string | null;
  onSubmit: () => Promise<void>;
  onClose: () => void;
  /** The fields after the title. */
  children: ReactNode;
}

/** A dialog writing a titled message to users (an announcement, a notice): the title first, then its own fields. */
export function TitledFormDialog(props: TitledFormDialogProps) {
  const { t } = useTranslation();
  const validate = () => {
    if (!props.value.title.trim()) return t('adminUsers.titleRequired');
    if (!props.value.content.trim()) return t('adminUsers.contentRequired');
    return props.validate?.() ?? null;
  };
  return (
    <FormDialog
      title={props.heading}
      width={props.width}
      cancelLabel={t('common.close')}
      submitLabel={props.submitLabel}
      validate={validate}
      onSubmit={props.onSubmit}
      onClose={props.onClose}
    >
      <LabelledInput
        {...DIALOG_FIELD}
        label={t('adminUsers.announcementTitle')}
        maxLength={255}
        value={props.value.title}
        onChange={props.onTitleChange}
      />
      {props.children}
    </FormDialog>
  );
}
