/** A group's announcements. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_CONSTANTS as L } from '@verdict/common';
import { useGroupAnnouncements } from '@/hooks/api/group';
import { AnnouncementAdminTable } from './components/announcement-admin-table';
import { AnnouncementList } from './components/announcement-list';
import { PagedBody } from './components/paged-body';
import { useGroup } from './group-context';
import '@/i18n/areas/group';

/** The visible announcements for members; group admins also get the admin table. */
export default function GroupAnnouncementTab() {
  const { t } = useTranslation();
  const { group, isAdmin } = useGroup();
  const [page, setPage] = useState(1);
  const list = useGroupAnnouncements(group.id, page, L.announcementPageSize);
  return (
    <div className="space-y-3">
      <section className="card p-4" data-testid="group-announcements">
        <h2 className="mb-3 font-semibold">{t('groupPage.tab.announcement')}</h2>
        <PagedBody
          data={list.data}
          error={list.error}
          failedText={t('groupPage.announcement.loadFailed')}
          onReload={() => void list.mutate()}
          emptyText={t('groupPage.announcement.empty')}
          page={page}
          pageSize={L.announcementPageSize}
          onPageChange={setPage}
        >
          {(rows) => <AnnouncementList records={rows} layout="wide" itemTestId="group-announcement" />}
        </PagedBody>
      </section>
      {isAdmin ? <AnnouncementAdminTable onChanged={() => void list.mutate()} /> : null}
    </div>
  );
}
