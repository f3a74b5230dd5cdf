import { useTranslation } from 'react-i18next';
import {
  type Announcement,
  type AnnouncementDraft,
  deleteAnnouncement,
  saveAnnouncement,
} from '@/hooks/api/announcement';
import { formatDateTime } from '@/lib/format';
import { AdminRowActions } from '../../components/admin-row-actions';
import { type AdminColumn, AdminTable } from '../../components/admin-table';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';

interface AnnouncementTableProps {
  /** Undefined while loading. */
  records: Announcement[] | undefined;
  onEdit: (draft: AnnouncementDraft) => void;
  onChanged: () => void;
}

export function AnnouncementTable({ records, onEdit, onChanged }: AnnouncementTableProps) {
  const { t } = useTranslation();
  const confirmedDelete = useConfirmedDelete(onChanged);
  // Status 0 is visible, 1 hidden; the switch saves the whole announcement with the new status.
  const setVisible = async (row: Announcement, visible: boolean) => {
    await saveAnnouncement({ id: row.id, title: row.title, content: row.content, status: visible ? 0 : 1 });
    onChanged();
  };
  const columns: AdminColumn<Announcement>[] = [
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
    {
      header: t('admin.actions'),
      className: 'py-2 whitespace-nowrap',
      cell: (row) => (
        <AdminRowActions
          onEdit={() => onEdit({ id: row.id, title: row.title, content: row.content, status: row.status })}
          onDelete={() =>
            void confirmedDelete(t('adminUsers.confirmDeleteAnnouncement', { title: row.title }), () =>
              deleteAnnouncement(row.id),
            )
          }
        />
      ),
    },
  ];
  return (
    <AdminTable
      columns={columns}
      rows={records}
      rowKey={(row) => row.id}
      testId="admin-announcement-list"
      minWidth="min-w-[640px]"
      loadingText={t('adminUsers.loading')}
      emptyText={t('adminUsers.noAnnouncements')}
    />
  );
}
