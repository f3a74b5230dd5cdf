import { useTranslation } from 'react-i18next';
import type { AdminNotice } from '@/hooks/api/admin-notice';
import { formatDateTime } from '@/lib/format';
import type { AdminColumn } from '../../components/admin-table';

/** The notice list's columns: title, who gets it, author, sent or waiting, created. */
export function useNoticeColumns(): AdminColumn<AdminNotice>[] {
  const { t } = useTranslation();
  return [
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
  ];
}
