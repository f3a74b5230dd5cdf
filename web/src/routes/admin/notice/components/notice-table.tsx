import { useTranslation } from 'react-i18next';
import { type AdminNotice, deleteNotice, type NoticeDraft } from '@/hooks/api/admin-notice';
import { formatDateTime } from '@/lib/format';
import { AdminRowActions } from '../../components/admin-row-actions';
import { type AdminColumn, AdminTable } from '../../components/admin-table';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';

interface NoticeTableProps {
  /** Undefined while loading. */
  records: AdminNotice[] | undefined;
  onEdit: (draft: NoticeDraft) => void;
  onChanged: () => void;
}

export function NoticeTable({ records, onEdit, onChanged }: NoticeTableProps) {
  const { t } = useTranslation();
  const confirmedDelete = useConfirmedDelete(onChanged);
  const columns: AdminColumn<AdminNotice>[] = [
    { header: t('adminUsers.announcementTitle'), cell: (row) => row.title },
    {
      header: t('adminUsers.recipients'),
      cell: (row) => (
        <>
          {row.type === 'Single' ? row.recipientName : t(`adminUsers.noticeType.${row.type}`)}{' '}
          <span className="text-xs text-slate-500">
            {t('adminUsers.recipientCount', { count: row.recipientCount })}
          </span>
        </>
      ),
    },
    { header: t('adminUsers.author'), cell: (row) => row.adminName },
    {
      header: t('adminUsers.noticeState'),
      cell: (row) => (row.state ? t('adminUsers.noticeSent') : t('adminUsers.noticeWaiting')),
    },
    {
      header: t('adminUsers.created'),
      cell: (row) => formatDateTime(row.gmtCreate),
      className: 'py-2 whitespace-nowrap',
    },
    {
      header: t('admin.actions'),
      className: 'py-2 whitespace-nowrap',
      cell: (row) => (
        <AdminRowActions
          onEdit={() =>
            onEdit({
              id: row.id,
              title: row.title,
              content: row.content,
              type: row.type,
              recipient: row.recipientName ?? '',
              state: row.state,
            })
          }
          onDelete={() =>
            void confirmedDelete(
              t('adminUsers.confirmDeleteNotice', { title: row.title, count: row.recipientCount }),
              () => deleteNotice(row.id),
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
      testId="admin-notice-list"
      minWidth="min-w-[640px]"
      loadingText={t('adminUsers.loading')}
      emptyText={t('adminUsers.noNotices')}
    />
  );
}
