import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveEmailConfig, useEmailConfig, type EmailConfigDraft } from '@/hooks/api/admin-config';
import { FieldSet, LoadedSettings, NumberField, SaveBar, SwitchField, TextField } from './settings-fields';
import { TestMailForm } from './test-mail-form';
import { useSave } from './use-save';

/** SMTP tab: the mail server every mail goes through, and a test mail to check it. */
export function SmtpSection() {
  return <LoadedSettings answer={useEmailConfig()}>{(data) => <SmtpForm initial={data} />}</LoadedSettings>;
}

function SmtpForm({ initial }: { initial: EmailConfigDraft }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<EmailConfigDraft>({ ...initial, emailPassword: '' });
  const { saving, error, run } = useSave();
  const set = <K extends keyof EmailConfigDraft>(key: K, value: EmailConfigDraft[K]) =>
    setForm({ ...form, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await saveEmailConfig(form);
      setForm((current) => ({ ...current, emailPassword: '', emailPasswordSet: true }));
    });
  };
  return (
    <div className="space-y-6">
      <form className="space-y-4" onSubmit={submit} noValidate>
        <FieldSet legend={t('adminConfig.smtp.server')}>
          <p className="text-xs text-slate-500">{t('adminConfig.smtp.fallbackHint')}</p>
          <TextField
            label={t('adminConfig.smtp.host')}
            value={form.emailHost}
            maxLength={255}
            placeholder="smtp.example.com"
            testId="smtp-host"
            onChange={(value) => set('emailHost', value)}
          />
          <NumberField
            label={t('adminConfig.smtp.port')}
            value={form.emailPort}
            min={1}
            max={65535}
            onChange={(value) => set('emailPort', value ?? 0)}
          />
          <SwitchField
            label={t('adminConfig.smtp.ssl')}
            hint={t('adminConfig.smtp.sslHint')}
            checked={form.emailSsl}
            onChange={(value) => set('emailSsl', value)}
          />
          <TextField
            label={t('adminConfig.smtp.username')}
            value={form.emailUsername}
            maxLength={255}
            onChange={(value) => set('emailUsername', value)}
          />
          <TextField
            label={t('adminConfig.smtp.password')}
            type="password"
            value={form.emailPassword}
            maxLength={255}
            hint={
              form.emailPasswordSet ? t('adminConfig.smtp.passwordKept') : t('adminConfig.smtp.passwordNone')
            }
            onChange={(value) => set('emailPassword', value)}
          />
          <TextField
            label={t('adminConfig.smtp.background')}
            value={form.emailBGImg}
            maxLength={500}
            placeholder="https://…"
            onChange={(value) => set('emailBGImg', value)}
          />
        </FieldSet>
        <SaveBar saving={saving} error={error} />
      </form>
      <TestMailForm />
    </div>
  );
}
