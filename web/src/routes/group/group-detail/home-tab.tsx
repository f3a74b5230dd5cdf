/** A group's home: description, announcements and the info card. */
import { useTranslation } from 'react-i18next';
import { GROUP_CONSTANTS as L } from '@verdict/common';
import { LoadError } from '@/components/common/load-error';
import { Markdown } from '@/components/common/markdown';
import { PageLoading } from '@/components/ui/spinner';
import { useGroupAnnouncements } from '@/hooks/api/group';
import { AnnouncementList } from './components/announcement-list';
import { useGroup } from './group-context';
import '@/i18n/areas/group';

/** The group home: the markdown description and the 5 newest visible announcements. */
export default function GroupHomeTab() {
  const { t } = useTranslation();
  const { group } = useGroup();
  const announcements = useGroupAnnouncements(group.id, 1, L.announcementPageSize);
  const records = announcements.data?.records ?? [];
  return (
    <div className="grid gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <section className="card min-w-0 p-4" data-testid="group-description">
        <h2 className="mb-3 font-semibold">{t('groupPage.home.description')}</h2>
        {group.description?.trim() ? (
          <Markdown>{group.description}</Markdown>
        ) : (
          <p className="text-sm text-slate-500">{t('groupPage.home.notSet')}</p>
        )}
      </section>
      <section className="card min-w-0 p-4" data-testid="group-home-announcements">
        <h2 className="mb-3 font-semibold">{t('groupPage.tab.announcement')}</h2>
        {announcements.error && !announcements.data ? (
          <LoadError
            variant="inline"
            error={announcements.error}
            onRetry={() => void announcements.mutate()}
            title={t('groupPage.announcement.loadFailed')}
          />
        ) : !announcements.data ? (
          <PageLoading />
        ) : records.length === 0 ? (
          <p className="text-sm text-slate-500">{t('groupPage.announcement.empty')}</p>
        ) : (
          <AnnouncementList records={records} layout="compact" itemTestId="group-home-announcement" />
        )}
      </section>
    </div>
  );
}
