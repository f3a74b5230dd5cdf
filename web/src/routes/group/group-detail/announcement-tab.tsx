/** A group's announcements. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_CONSTANTS as L } from '@verdict/common';
import { Pagination } from '@/components/ui/pagination';
import { PageLoading } from '@/components/ui/spinner';
import { useGroupAnnouncements } from '@/hooks/api/group';
import { AnnouncementAdminTable } from './components/announcement-admin-table';
import { AnnouncementList } from './components/announcement-list';
import { useGroup } from './group-context';
import '@/i18n/areas/group';

/** The visible announcements for members; group admins also get the admin table. */
export default function GroupAnnouncementTab() {
  const { t } = useTranslation();
  const { group, isAdmin } = useGroup();
  const [page, setPage] = useState(1);
  const list = useGroupAnnouncements(group.id, page, L.announcementPageSize);
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
          <AnnouncementList records={records} layout="wide" itemTestId="group-announcement" />
        )}
        <Pagination
          page={page}
          pageSize={L.announcementPageSize}
          total={list.data?.total ?? 0}
          onPageChange={setPage}
        />
      </section>
      {isAdmin ? <AnnouncementAdminTable onChanged={() => void list.mutate()} /> : null}
    </div>
  );
}
