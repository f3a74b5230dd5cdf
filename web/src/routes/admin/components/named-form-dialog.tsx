import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/stores/ui';
import { LabelledInput } from './labelled-field';

interface NamedFormDialogProps<Form extends { name: string }> {
  title: string;
  initial: Form;
  nameLabel: string;
  /** Shown when the name is blank; a blank name is never sent. */
  nameRequired: string;
  /** Sends the form, its name trimmed. */
  save: (form: Form) => Promise<unknown>;
  onClose: () => void;
  nameTestId?: string;
  submitTestId?: string;
  /** The fields after the name. */
  children?: (form: Form, setForm: (form: Form) => void) => ReactNode;
}

/**
 * Create or edit a named back-office record (a tag, a classification, a training category): a
 * required name first, then the record's own fields; once saved it says so and closes.
 */
export function NamedFormDialog<Form extends { name: string }>(props: NamedFormDialogProps<Form>) {
  const { t } = useTranslation();
  const [form, setForm] = useState(props.initial);
  const { title, onClose, submitTestId } = props;
  const validate = () => (form.name.trim() ? null : props.nameRequired);
  const submit = async () => {
    await props.save({ ...form, name: form.name.trim() });
    toast('success', t('adminConfig.saved'));
    onClose();
  };
  return (
    <FormDialog {...{ title, onClose, submitTestId, validate }} onSubmit={submit}>
      {(error) => (
        <div className="mb-3 space-y-3">
          <LabelledInput
            label={props.nameLabel}
            className="input w-full"
            value={form.name}
            maxLength={100}
            required
            autoFocus
            data-testid={props.nameTestId}
            aria-invalid={error ? true : undefined}
            onChange={(name) => setForm({ ...form, name })}
          />
          {props.children?.(form, setForm)}
        </div>
      )}
    </FormDialog>
  );
}
