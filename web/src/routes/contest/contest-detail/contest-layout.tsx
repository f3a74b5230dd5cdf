import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router-dom';
import { ContestAuth, ContestStatus, ContestType } from '@verdict/common';
import { RequireLogin } from '@/components/common/require-login';
import { DetailTabBar, type DetailTab } from '@/components/layout/detail-tab-bar';
import { PageLoading } from '@/components/ui/spinner';
import { useContestAccess, useContestInfo } from '@/hooks/api/contest';
import { useWebsiteConfig } from '@/hooks/api/website';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { statusAt } from '@/lib/contest-time';
import { useAbilities, useSession } from '@/stores/session';
import { AnnouncementBanner } from './components/announcement-banner';
import { ClarificationBanner } from './components/clarification-banner';
import { ContestHeader } from './components/contest-header';
import type { ContestOutlet } from './contest-context';
import { useClarifications } from './use-clarifications';
import { useServerNow } from './use-contest-clock';
import { useUnreadAnnouncements } from './use-unread-announcements';

function ContestShell({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { isSuperAdmin } = useAbilities();
  const info = useContestInfo(cid);
  const access = useContestAccess(cid);
  const [boardVersion, setBoardVersion] = useState(0);
  const now = useServerNow(info.data?.now);
  const contest = info.data;
  useDocumentTitle(contest?.title ?? t('title.contest'));
  const { mutate: mutateInfo } = info;
  const { mutate: mutateAccess } = access;
  const reload = useCallback(() => {
    void mutateInfo();
    void mutateAccess();
  }, [mutateInfo, mutateAccess]);
  // A push means a verdict or a new participant: the board and the header's count follow it.
  const onBoardChanged = useCallback(() => {
    setBoardVersion((version) => version + 1);
    void mutateInfo();
  }, [mutateInfo]);
  // Anyone who may read the contest follows it: a private one needs registration first.
  const canFollow =
    !!contest &&
    statusAt(contest.startTime, contest.endTime, now) !== ContestStatus.SCHEDULED &&
    (contest.auth !== ContestAuth.PRIVATE ||
      Boolean(access.data?.access) ||
      isSuperAdmin ||
      user?.uid === contest.uid);
  const { unread, markRead } = useUnreadAnnouncements(cid, canFollow, onBoardChanged, reload);
  const commentsOpen = useWebsiteConfig().openContestComment === true;
  const clarifications = useClarifications(cid, canFollow && commentsOpen, user?.uid);
  if (info.error) throw info.error;
  if (!contest) return <PageLoading />;
  const status = statusAt(contest.startTime, contest.endTime, now);
  const isContestAdmin = isSuperAdmin || user?.uid === contest.uid;
  const hasAccess = isContestAdmin || contest.auth === ContestAuth.PUBLIC || Boolean(access.data?.access);
  // The menu is locked while scheduled, without access to a private contest, or
  // before the personal start of a timed one.
  const locked =
    !isContestAdmin &&
    (status === ContestStatus.SCHEDULED ||
      (contest.auth === ContestAuth.PRIVATE && !hasAccess) ||
      (contest.timeLimit > 0 && status === ContestStatus.RUNNING && !contest.beginTime));
  const rankHidden = contest.type === ContestType.OI && status !== ContestStatus.ENDED && !isContestAdmin;
  const tabs: DetailTab[] = [
    { to: '', label: t('contest.overview'), end: true, open: true },
    { to: 'problems', label: t('contest.problems'), open: !locked },
    { to: 'submissions', label: t('contest.submissions'), open: !locked },
    { to: 'rank', label: t('contest.rank'), open: !locked && !rankHidden },
    { to: 'announcements', label: t('contest.announcements'), open: !locked },
    ...(commentsOpen ? [{ to: 'comment', label: t('comment.tab'), open: !locked }] : []),
    ...(isContestAdmin && contest.type === ContestType.ACM
      ? [{ to: 'ac-info', label: t('contest.acInfo'), open: true }]
      : []),
    ...(isContestAdmin && status !== ContestStatus.SCHEDULED
      ? [{ to: 'scroll-board', label: t('contest.scrollBoard'), open: true }]
      : []),
    ...(contest.openPrint
      ? [
          { to: 'print', label: t('contest.print'), open: !locked },
          ...(isContestAdmin ? [{ to: 'admin-print', label: t('contest.adminPrint'), open: true }] : []),
        ]
      : []),
    ...(isSuperAdmin ? [{ to: 'rejudge', label: t('contest.rejudge'), open: true }] : []),
  ];
  const outlet: ContestOutlet = {
    contest,
    now,
    status,
    isContestAdmin,
    hasAccess,
    boardVersion,
    clarificationVersion: clarifications.version,
    reload,
  };
  return (
    <div className="space-y-3">
      <ContestHeader contest={contest} now={now} status={status} />
      <AnnouncementBanner cid={cid} unread={unread} onRead={markRead} />
      <ClarificationBanner cid={cid} unseen={clarifications.unseen} onSeen={clarifications.markSeen} />
      <DetailTabBar tabs={tabs} label={contest.title} />
      <Outlet context={outlet} />
    </div>
  );
}

/** /contest/:contestID — login required. */
export default function ContestLayout() {
  const { contestID } = useParams();
  return (
    <RequireLogin>
      <ContestShell cid={Number(contestID)} />
    </RequireLogin>
  );
}
