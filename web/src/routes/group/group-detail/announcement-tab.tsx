/** A group's announcements. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_CONSTANTS as L } from '@verdict/common';
import { Pagination } from '@/components/ui/pagination';
import { PageLoading } from '@/components/ui/spinner';
import { useGroupAnnouncements, type GroupAnnouncement } from '@/hooks/api/group';
import { formatDateTime } from '@/lib/format';
import { AnnouncementAdminTable } from './components/announcement-admin-table';
import { AnnouncementView } from './components/announcement-view';
import { useGroup } from './group-context';

/** The visible announcements for members; group admins also get the admin table. */
export default function GroupAnnouncementTab() {
  const { t } = useTranslation();
  const { group, isAdmin } = useGroup();
  const [page, setPage] = useState(1);
  const list = useGroupAnnouncements(group.id, page, L.announcementPageSize);
  const [reading, setReading] = useState<GroupAnnouncement | null>(null);
  const records = list.data?.records ?? [];
  return (
    <div className="space-y-3">
      <section className="card p-4" data-testid="group-announcements">
        <h2 className="mb-3 font-semibold">{t('groupPage.tab.announcement')}</h2>
        {list.error && !list.data ? (
          <div role="alert" className="py-6 text-center text-sm text-slate-600">
            <p className="mb-3">{t('groupPage.announcement.loadFailed')}</p>
            <button type="button" className="btn" onClick={() => void list.mutate()}>
              {t('common.reload')}
            </button>
          </div>
        ) : !list.data ? (
          <PageLoading />
        ) : records.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500">{t('groupPage.announcement.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {records.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="flex w-full flex-wrap items-baseline gap-x-3 py-2 text-left hover:text-blue-700"
                  data-testid="group-announcement"
                  onClick={() => setReading(item)}
                >
                  <span className="min-w-0 flex-1 basis-48 truncate font-medium">{item.title}</span>
                  <span className="text-xs text-slate-500">
                    {formatDateTime(item.gmtCreate)} · {item.username}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={page}
          pageSize={L.announcementPageSize}
          total={list.data?.total ?? 0}
          onPageChange={setPage}
        />
      </section>
      {isAdmin ? <AnnouncementAdminTable onChanged={() => void list.mutate()} /> : null}
      {reading ? <AnnouncementView announcement={reading} onClose={() => setReading(null)} /> : null}
    </div>
  );
}
