import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { closeAccountDialog, type AccountDialogMode } from '@/stores/ui';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetRequestForm } from './reset-request-form';

const TITLE_KEY = {
  Login: 'account.login',
  Register: 'account.register',
  ResetPwd: 'account.resetPassword',
} as const;

/** The account dialog in its three modes: Login, Register, ResetPwd. */
export default function AccountDialogs({ mode }: { mode: Exclude<AccountDialogMode, null> }) {
  const { t } = useTranslation();
  return (
    // Keyed by mode: switching Login → Register opens a fresh dialog focused on its first field.
    <Modal key={mode} open onClose={closeAccountDialog} title={t(TITLE_KEY[mode])} width="max-w-sm">
      {mode === 'Login' ? <LoginForm /> : mode === 'Register' ? <RegisterForm /> : <ResetRequestForm />}
    </Modal>
  );
}
