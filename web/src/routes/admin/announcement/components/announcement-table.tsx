import { useTranslation } from 'react-i18next';
import { confirmAction } from '@/components/ui/confirm';
import {
  type Announcement,
  type AnnouncementDraft,
  deleteAnnouncement,
  saveAnnouncement,
} from '@/hooks/api/announcement';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/stores/ui';

interface AnnouncementTableProps {
  records: Announcement[];
  onEdit: (draft: AnnouncementDraft) => void;
  onChanged: () => void;
}

export function AnnouncementTable({ records, onEdit, onChanged }: AnnouncementTableProps) {
  const { t } = useTranslation();
  const setVisible = async (row: Announcement, visible: boolean) => {
    await saveAnnouncement({ id: row.id, title: row.title, content: row.content, status: visible ? 0 : 1 });
    onChanged();
  };
  const remove = async (row: Announcement) => {
    if (!(await confirmAction(t('adminUsers.confirmDeleteAnnouncement', { title: row.title })))) return;
    await deleteAnnouncement(row.id);
    toast('success', t('admin.deleted'));
    onChanged();
  };
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[640px] text-sm" data-testid="admin-announcement-list">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            <th className="py-2">ID</th>
            <th className="py-2">{t('adminUsers.announcementTitle')}</th>
            <th className="py-2">{t('adminUsers.created')}</th>
            <th className="py-2">{t('adminUsers.author')}</th>
            <th className="py-2">{t('admin.visible')}</th>
            <th className="py-2">{t('admin.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((row) => (
            <tr key={row.id} className="border-b border-slate-100">
              <td className="py-2">{row.id}</td>
              <td className="py-2">{row.title}</td>
              <td className="py-2 whitespace-nowrap">{formatDateTime(row.gmtCreate)}</td>
              <td className="py-2">{row.username}</td>
              <td className="py-2">
                <input
                  type="checkbox"
                  role="switch"
                  aria-label={t('adminUsers.visibleSwitch', { title: row.title })}
                  checked={row.status === 0}
                  onChange={(event) => void setVisible(row, event.target.checked).catch(() => undefined)}
                />
              </td>
              <td className="py-2 whitespace-nowrap">
                <button
                  type="button"
                  className="btn btn-sm mr-1"
                  onClick={() =>
                    onEdit({ id: row.id, title: row.title, content: row.content, status: row.status })
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
