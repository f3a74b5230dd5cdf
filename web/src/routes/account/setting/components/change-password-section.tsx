import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/auth/form-field';
import { changePassword } from '@/hooks/api/account';
import { ApiError } from '@/lib/api-client';
import * as rules from '@/lib/validation/account-rules';
import { useFieldErrors } from '@/lib/validation/use-field-errors';
import { toast } from '@/stores/ui';

export function ChangePasswordSection() {
  const { t } = useTranslation();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [again, setAgain] = useState('');
  const { errors, validate } = useFieldErrors({ oldPassword, newPassword, again }, (current) => ({
    oldPassword: rules.password(current.oldPassword),
    newPassword:
      rules.password(current.newPassword) ?? rules.differsFromOld(current.oldPassword, current.newPassword),
    again: rules.passwordAgain(current.newPassword, current.again),
  }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    try {
      await changePassword({ oldPassword, newPassword });
      toast('success', t('message.updateSuccessfully'));
      setOld('');
      setNew('');
      setAgain('');
    } catch (error) {
      toast('error', error instanceof ApiError ? error.message : t('error.server'));
    }
  };

  return (
    <section className="card p-5">
      <h2 className="mb-3 font-semibold">{t('setting.changePassword')}</h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormField
          label={t('setting.oldPassword')}
          name="oldPassword"
          type="password"
          value={oldPassword}
          error={errors.oldPassword}
          onChange={(event) => setOld(event.target.value)}
        />
        <FormField
          label={t('account.newPassword')}
          name="newPassword"
          type="password"
          value={newPassword}
          error={errors.newPassword}
          onChange={(event) => setNew(event.target.value)}
        />
        <FormField
          label={t('account.passwordAgain')}
          name="newPasswordAgain"
          type="password"
          value={again}
          error={errors.again}
          onChange={(event) => setAgain(event.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          {t('common.save')}
        </button>
      </form>
    </section>
  );
}
