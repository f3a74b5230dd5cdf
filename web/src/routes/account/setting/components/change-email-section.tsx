import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/auth/form-field';
import { REGISTER_RESEND_SECONDS } from '@/components/auth/register-form';
import { changeEmail, sendChangeEmailCode } from '@/hooks/api/account';
import { useCountdown } from '@/hooks/use-countdown';
import { ApiError } from '@/lib/api-client';
import * as rules from '@/lib/validation/account-rules';
import { useFieldErrors } from '@/lib/validation/use-field-errors';
import { useSession } from '@/stores/session';
import { toast } from '@/stores/ui';

export function ChangeEmailSection() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [password, setPassword] = useState('');
  const [newEmail, setNewEmail] = useState('');
  const [code, setCode] = useState('');
  const [countdown, startCountdown] = useCountdown();
  const emailError = (value: string) =>
    rules.email(value) ?? rules.differsFromOld(user?.email ?? '', value.trim());
  const { errors, validate, showError } = useFieldErrors({ password, newEmail, code }, (current) => ({
    password: rules.password(current.password),
    newEmail: emailError(current.newEmail),
    code: rules.emailCode(current.code),
  }));

  const sendCode = async () => {
    const error = emailError(newEmail);
    if (error) return showError('newEmail', error);
    startCountdown(REGISTER_RESEND_SECONDS);
    try {
      await sendChangeEmailCode(newEmail.trim());
      toast('success', t('account.codeSent'));
    } catch (failure) {
      startCountdown(0);
      toast('error', failure instanceof ApiError ? failure.message : t('error.server'));
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    try {
      await changeEmail({ password, newEmail: newEmail.trim(), code: code.trim() });
      toast('success', t('message.updateSuccessfully'));
    } catch (error) {
      toast('error', error instanceof ApiError ? error.message : t('error.server'));
    }
  };

  return (
    <section className="card p-5">
      <h2 className="mb-3 font-semibold">{t('setting.changeEmail')}</h2>
      <p className="mb-3 text-sm text-slate-500">
        {t('setting.currentEmail', { email: user?.email ?? '--' })}
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormField
          label={t('account.password')}
          name="emailPassword"
          type="password"
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FormField
          label={t('setting.newEmail')}
          name="newEmail"
          type="email"
          value={newEmail}
          error={errors.newEmail}
          onChange={(event) => setNewEmail(event.target.value)}
          suffix={
            <button
              type="button"
              className="btn shrink-0"
              disabled={countdown > 0}
              onClick={() => void sendCode()}
            >
              {countdown > 0 ? t('account.resendIn', { seconds: countdown }) : t('account.sendCode')}
            </button>
          }
        />
        <FormField
          label={t('account.emailCode')}
          name="emailCode"
          value={code}
          maxLength={6}
          error={errors.code}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          {t('common.save')}
        </button>
      </form>
    </section>
  );
}
