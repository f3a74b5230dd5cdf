/** A group's home: description, announcements and the info card. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_CONSTANTS as L } from '@verdict/common';
import { Markdown } from '@/components/common/markdown';
import { PageLoading } from '@/components/ui/spinner';
import { useGroupAnnouncements, type GroupAnnouncement } from '@/hooks/api/group';
import { formatDateTime } from '@/lib/format';
import { AnnouncementView } from './components/announcement-view';
import { useGroup } from './group-context';

/** Seed 2 §2 group home: the markdown description and the 5 newest visible announcements. */
export default function GroupHomeTab() {
  const { t } = useTranslation();
  const { group } = useGroup();
  const announcements = useGroupAnnouncements(group.id, 1, L.announcementPageSize);
  const [reading, setReading] = useState<GroupAnnouncement | null>(null);
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
          <p role="alert" className="text-sm text-slate-600">
            {t('groupPage.announcement.loadFailed')}
          </p>
        ) : !announcements.data ? (
          <PageLoading />
        ) : records.length === 0 ? (
          <p className="text-sm text-slate-500">{t('groupPage.announcement.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {records.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="w-full py-2 text-left hover:text-blue-700"
                  data-testid="group-home-announcement"
                  onClick={() => setReading(item)}
                >
                  <span className="block truncate text-sm font-medium">{item.title}</span>
                  <span className="text-xs text-slate-500">
                    {formatDateTime(item.gmtCreate)} · {item.username}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {reading ? <AnnouncementView announcement={reading} onClose={() => setReading(null)} /> : null}
    </div>
  );
}
