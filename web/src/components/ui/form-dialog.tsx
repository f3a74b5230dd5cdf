import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { Modal } from './modal';

interface FormDialogProps {
  title: ReactNode;
  onClose: () => void;
  /** The first rule the fields break, as a message to show, or null to go on and submit. */
  validate?: () => string | null;
  /** Sends the form. The save button is disabled while it runs; a rejection shows in the error line. */
  onSubmit: () => Promise<void>;
  /** The fields. As a function it gets the shown error, for the fields' `aria-invalid`. */
  children: ReactNode | ((error: string | null) => ReactNode);
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  /** Defaults to "Save". */
  submitLabel?: string;
  submitTestId?: string;
  /** Tailwind max-width class, as for Modal. */
  width?: string;
}

/**
 * A back-office modal holding one form: the fields, the last error, and Cancel / Save.
 * Escape and Cancel call `onClose`; Enter in an input submits, unless a save is running.
 */
export function FormDialog({
  title,
  onClose,
  validate,
  onSubmit,
  children,
  cancelLabel,
  submitLabel,
  submitTestId,
  width,
}: FormDialogProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const broken = validate?.() ?? null;
    if (broken) return setError(broken);
    setSaving(true);
    try {
      await onSubmit();
    } catch (cause) {
      // The API client's errors carry the server's words; anything else is our bug, not news for the user.
      setError(cause instanceof ApiError ? cause.message : t('adminConfig.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={title} width={width}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {typeof children === 'function' ? children(error) : children}
        {error ? (
          <p role="alert" className="mb-3 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn" onClick={onClose}>
            {cancelLabel ?? t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving} data-testid={submitTestId}>
            {submitLabel ?? t('common.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
