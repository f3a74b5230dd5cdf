import { useTranslation } from 'react-i18next';
import { confirmAction } from '@/components/ui/confirm';
import { deleteUsers, previewUserDeletion } from '@/hooks/api/admin-user';
import { toast } from '@/stores/ui';

/** At most this many names are spelled out in the confirmation; the rest are counted. */
const NAMES_SHOWN = 10;

/**
 * Deleting users: the server first says what goes and what stays, the admin confirms that text,
 * then the accounts are deleted, all of them or none.
 */
export function useDeleteUsers(onDeleted: () => void) {
  const { t } = useTranslation();
  return async (uids: string[]) => {
    try {
      const summary = await previewUserDeletion(uids);
      const names = summary.users.map((user) => user.username);
      const shown = names.slice(0, NAMES_SHOWN).join(', ');
      const more =
        names.length > NAMES_SHOWN ? t('adminUsers.andMore', { count: names.length - NAMES_SHOWN }) : '';
      const text = t('adminUsers.confirmDelete', {
        count: names.length,
        names: shown + more,
        ...summary.kept,
      });
      if (!(await confirmAction(text))) return;
      const { deleted } = await deleteUsers(uids);
      toast('success', t('adminUsers.deleted', { count: deleted }));
      onDeleted();
    } catch {
      // The client has shown the server's message.
    }
  };
}
