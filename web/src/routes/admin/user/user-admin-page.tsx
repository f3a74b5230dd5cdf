import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { UserGenerateSection } from './components/user-generate-section';
import { UserImportSection } from './components/user-import-section';
import { UserListSection } from './components/user-list-section';

/** /admin/user: the users (search, edit, delete), the CSV import and the generation of accounts. */
export default function UserAdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminUsers.title'));
  return (
    <div className="space-y-3">
      <UserListSection />
      <UserImportSection />
      <UserGenerateSection />
    </div>
  );
}
