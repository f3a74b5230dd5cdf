import { useTranslation } from 'react-i18next';
import { RequireLogin } from '@/components/common/require-login';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AvatarSection } from './components/avatar-section';
import { ChangeEmailSection } from './components/change-email-section';
import { ChangePasswordSection } from './components/change-password-section';
import { UserInfoSection } from './components/user-info-section';

export default function SettingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('title.setting'));
  return (
    <RequireLogin>
      <div className="mx-auto grid max-w-4xl gap-4">
        <AvatarSection />
        <UserInfoSection />
        <div className="grid gap-4 md:grid-cols-2">
          <ChangePasswordSection />
          <ChangeEmailSection />
        </div>
      </div>
    </RequireLogin>
  );
}
