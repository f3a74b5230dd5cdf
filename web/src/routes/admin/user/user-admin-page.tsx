import { UserGenerateSection } from './components/user-generate-section';
import { UserImportSection } from './components/user-import-section';
import { UserListSection } from './components/user-list-section';

/**
 * /admin/user: the users (search, edit, delete), the CSV import and the generation of accounts.
 * The list's heading names the browser tab.
 */
export default function UserAdminPage() {
  return (
    <div className="space-y-3">
      <UserListSection />
      <UserImportSection />
      <UserGenerateSection />
    </div>
  );
}
