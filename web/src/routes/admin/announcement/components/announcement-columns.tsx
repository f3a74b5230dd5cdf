import { useTranslation } from 'react-i18next';
import { type Announcement, saveAnnouncement } from '@/hooks/api/announcement';
import { formatDateTime } from '@/lib/format';
import type { AdminColumn } from '../../components/admin-table';

/** The announcement list's columns; the visibility switch saves at once, then `reload` runs. */
export function useAnnouncementColumns(reload: () => void): AdminColumn<Announcement>[] {
  const { t } = useTranslation();
  // Status 0 is visible, 1 hidden; the switch saves the whole announcement with the new status.
  const setVisible = async (row: Announcement, visible: boolean) => {
    await saveAnnouncement({ id: row.id, title: row.title, content: row.content, status: visible ? 0 : 1 });
    reload();
  };
  return [
    { header: 'ID', cell: (row) => row.id },
    { header: t('adminUsers.announcementTitle'), cell: (row) => row.title },
    {
      header: t('adminUsers.created'),
      cell: (row) => formatDateTime(row.gmtCreate),
      className: 'py-2 whitespace-nowrap',
    },
    { header: t('adminUsers.author'), cell: (row) => row.username },
    {
      header: t('admin.visible'),
      cell: (row) => (
        <input
          type="checkbox"
          role="switch"
          aria-label={t('adminUsers.visibleSwitch', { title: row.title })}
          checked={row.status === 0}
          onChange={(event) => void setVisible(row, event.target.checked).catch(() => undefined)}
        />
      ),
    },
  ];
}
