import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ContestAnnouncement } from '@/types/contest';

/** Unread announcements stay on screen until read, as persistent notifications. */
export function AnnouncementBanner({
  cid,
  unread,
  onRead,
}: {
  cid: number;
  unread: ContestAnnouncement[];
  onRead: () => void;
}) {
  const { t } = useTranslation();
  if (unread.length === 0) return null;
  return (
    <div role="alert" className="card border-amber-300 bg-amber-50 p-3" data-testid="announcement-banner">
      <ul className="space-y-1 text-sm">
        {unread.map((announcement) => (
          <li key={announcement.id}>{t('contest.newAnnouncement', { title: announcement.title })}</li>
        ))}
      </ul>
      <Link to={`/contest/${cid}/announcements`} className="btn btn-sm mt-2" onClick={onRead}>
        {t('contest.announcements')}
      </Link>
    </div>
  );
}
