import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sendTestMail } from '@/hooks/api/admin-config';
import { ApiError } from '@/lib/api-client';
import { FieldSet, TextField } from './settings-fields';

type Outcome = { ok: boolean; text: string } | null;

/** Sends a test mail through the saved settings and shows the mail server's answer. */
export function TestMailForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setOutcome(null);
    try {
      const { via } = await sendTestMail(email.trim());
      setOutcome({
        ok: true,
        text: t(via === 'smtp' ? 'adminConfig.smtp.testSent' : 'adminConfig.smtp.testOutbox'),
      });
    } catch (error) {
      setOutcome({
        ok: false,
        text: error instanceof ApiError ? error.message : t('adminConfig.saveFailed'),
      });
    } finally {
      setSending(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FieldSet legend={t('adminConfig.smtp.test')}>
        <p className="text-xs text-slate-500">{t('adminConfig.smtp.testHint')}</p>
        <TextField
          label={t('adminConfig.smtp.testAddress')}
          type="email"
          value={email}
          maxLength={255}
          testId="test-mail-address"
          onChange={setEmail}
        />
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className="btn"
            disabled={sending || !email.trim()}
            data-testid="test-mail-send"
          >
            {sending ? t('adminConfig.smtp.testSending') : t('adminConfig.smtp.testSend')}
          </button>
          <p
            role="status"
            data-testid="test-mail-outcome"
            className={`text-sm ${outcome?.ok ? 'text-green-700' : 'text-red-700'}`}
          >
            {outcome?.text}
          </p>
        </div>
      </FieldSet>
    </form>
  );
}
