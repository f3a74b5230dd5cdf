import { useTranslation } from 'react-i18next';
import { confirmAction } from '@/components/ui/confirm';
import { type AdminNotice, deleteNotice, type NoticeDraft } from '@/hooks/api/admin-notice';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/stores/ui';

interface NoticeTableProps {
  records: AdminNotice[];
  onEdit: (draft: NoticeDraft) => void;
  onChanged: () => void;
}

export function NoticeTable({ records, onEdit, onChanged }: NoticeTableProps) {
  const { t } = useTranslation();
  const remove = async (row: AdminNotice) => {
    const text = t('adminUsers.confirmDeleteNotice', { title: row.title, count: row.recipientCount });
    if (!(await confirmAction(text))) return;
    await deleteNotice(row.id);
    toast('success', t('admin.deleted'));
    onChanged();
  };
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[640px] text-sm" data-testid="admin-notice-list">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            <th className="py-2">{t('adminUsers.announcementTitle')}</th>
            <th className="py-2">{t('adminUsers.recipients')}</th>
            <th className="py-2">{t('adminUsers.author')}</th>
            <th className="py-2">{t('adminUsers.created')}</th>
            <th className="py-2">{t('admin.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((row) => (
            <tr key={row.id} className="border-b border-slate-100">
              <td className="py-2">{row.title}</td>
              <td className="py-2">
                {row.type === 'Single' ? row.recipientName : t(`adminUsers.noticeType.${row.type}`)}{' '}
                <span className="text-xs text-slate-500">
                  {t('adminUsers.recipientCount', { count: row.recipientCount })}
                </span>
              </td>
              <td className="py-2">{row.adminName}</td>
              <td className="py-2 whitespace-nowrap">{formatDateTime(row.gmtCreate)}</td>
              <td className="py-2 whitespace-nowrap">
                <button
                  type="button"
                  className="btn btn-sm mr-1"
                  onClick={() =>
                    onEdit({
                      id: row.id,
                      title: row.title,
                      content: row.content,
                      type: row.type,
                      recipient: row.recipientName ?? '',
                    })
                  }
                >
                  {t('admin.edit')}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-danger"
                  onClick={() => void remove(row).catch(() => undefined)}
                >
                  {t('admin.delete')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
