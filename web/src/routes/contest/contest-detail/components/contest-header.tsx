import { useTranslation } from 'react-i18next';
import { ContestAuth, ContestStatus } from '@verdict/common';
import { formatDateTime } from '@/lib/format';
import { contestProgress, formatDuration } from '@/lib/contest-time';
import type { ContestInfo } from '@/types/contest';
import { AUTH_KEYS, RULE_KEYS, STATUS_COLORS, STATUS_KEYS } from '../../contest-labels';

/** The contest shell: title, auth and rule, participants, times, progress and countdown. */
export function ContestHeader({
  contest,
  now,
  status,
}: {
  contest: ContestInfo;
  now: number;
  status: number;
}) {
  const { t } = useTranslation();
  const end = contest.myEndTime ?? contest.endTime;
  const countdown =
    status === ContestStatus.SCHEDULED
      ? t('contest.startsIn', { time: formatDuration((new Date(contest.startTime).getTime() - now) / 1000) })
      : status === ContestStatus.RUNNING
        ? t(contest.myEndTime ? 'contest.myEndsIn' : 'contest.endsIn', {
            time: formatDuration((new Date(end).getTime() - now) / 1000),
          })
        : t('contest.endedAt', { time: formatDateTime(contest.endTime) });
  const progress = contestProgress(contest.startTime, contest.endTime, now);
  return (
    <header className="card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-xl font-semibold" data-testid="contest-title">
          {contest.title}
        </h1>
        <span className={`rounded px-2 py-0.5 text-xs ${STATUS_COLORS[status]}`}>
          {t(STATUS_KEYS[status])}
        </span>
        {contest.auth !== ContestAuth.PUBLIC ? (
          <span className="rounded bg-slate-100 px-2 py-0.5 text-xs">🔒 {t(AUTH_KEYS[contest.auth])}</span>
        ) : null}
        <span className="rounded border border-slate-300 px-2 py-0.5 text-xs">
          {t(RULE_KEYS[contest.type])}
        </span>
        <span className="text-xs text-slate-600" data-testid="contest-participants">
          {t('contest.participants')}: {contest.count}
        </span>
      </div>
      <div className="mt-2 flex flex-wrap justify-between gap-2 text-sm text-slate-600">
        <span>{formatDateTime(contest.startTime)}</span>
        <span className="font-mono font-semibold text-slate-800" data-testid="contest-countdown">
          {countdown}
        </span>
        <span>{formatDateTime(contest.endTime)}</span>
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded bg-slate-200"
        role="progressbar"
        aria-label={t('contest.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <div className="h-full bg-blue-600 transition-all" style={{ width: `${progress}%` }} />
      </div>
    </header>
  );
}
