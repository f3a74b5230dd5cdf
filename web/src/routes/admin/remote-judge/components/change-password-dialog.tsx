import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteAccountView } from '@verdict/common';
import { FormDialog } from '@/components/ui/form-dialog';
import { updateRemoteAccount } from '@/hooks/api/remote-judge';
import { toast } from '@/stores/ui';
import { DIALOG_FIELD, LabelledInput } from '../../components/labelled-field';
import '@/i18n/areas/remote-judge';

/** Gives an account of the pool a new password (its last error goes with the old one). */
interface ChangePasswordDialogProps {
  account: RemoteAccountView;
  /** Reloads the pool: the account's last error is gone with the old password. */
  onChanged: () => void;
  onClose: () => void;
}

export function ChangePasswordDialog({ account, onChanged, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const submit = async () => {
    await updateRemoteAccount({ id: account.id, password }, true);
    toast('success', t('remoteJudge.admin.passwordChanged'));
    onChanged();
    onClose();
  };
  return (
    <FormDialog
      title={t('remoteJudge.admin.changePasswordTitle', { username: account.username, oj: account.oj })}
      onClose={onClose}
      validate={() => (password.trim() ? null : t('remoteJudge.admin.passwordRequired'))}
      onSubmit={submit}
      submitTestId="remote-password-save"
    >
      <LabelledInput
        {...DIALOG_FIELD}
        className="input mt-1 w-full"
        type="password"
        label={t('remoteJudge.admin.newPassword')}
        value={password}
        maxLength={200}
        autoComplete="new-password"
        autoFocus
        required
        data-testid="remote-password"
        onChange={setPassword}
      />
    </FormDialog>
  );
}
