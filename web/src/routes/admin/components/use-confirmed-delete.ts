import { useTranslation } from 'react-i18next';
import { confirmAction } from '@/components/ui/confirm';
import { toast } from '@/stores/ui';

/**
 * Deleting one row of an admin list: the admin confirms `question`, the row is deleted, a toast
 * says so, then `onDeleted` (usually reloading the list) runs. Declining changes nothing.
 */
export function useConfirmedDelete(onDeleted?: () => void) {
  const { t } = useTranslation();
  return async (question: string, remove: () => Promise<unknown>) => {
    try {
      if (!(await confirmAction(question))) return;
      await remove();
      toast('success', t('admin.deleted'));
      onDeleted?.();
    } catch {
      // The api client has shown the server's message.
    }
  };
}
