import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ContestAuth, ContestStatus, ContestType } from '@verdict/common';
import { formatDateTime } from '@/lib/format';
import { formatDuration } from '@/lib/contest-time';
import { useSession } from '@/stores/session';
import { openAccountDialog, toast } from '@/stores/ui';
import type { Contest } from '@/types/contest';
import { AUTH_KEYS, RULE_KEYS, STATUS_COLORS, STATUS_KEYS } from '../../contest-labels';

/** Contest rows: title with lock and VIP marks, start, duration, rule, participants, board, status. */
export function ContestTable({ records }: { records: Contest[] }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const navigate = useNavigate();
  const open = (path: string) => {
    if (!token) {
      toast('warning', t('message.pleaseLoginFirst'));
      return openAccountDialog('Login');
    }
    void navigate(path);
  };
  if (records.length === 0) return <p className="py-8 text-center text-slate-500">{t('contest.empty')}</p>;
  return (
    <ul className="divide-y divide-slate-100" data-testid="contest-list">
      {records.map((contest) => (
        <li key={contest.id} className="flex flex-wrap items-center gap-3 py-3" data-cid={contest.id}>
          <span aria-hidden="true" className="text-xl">
            🏆
          </span>
          <div className="min-w-0 flex-1">
            <button
              type="button"
              className="text-left font-semibold text-blue-700 hover:underline"
              onClick={() => open(`/contest/${contest.id}`)}
            >
              {contest.title}
            </button>
            {contest.auth !== ContestAuth.PUBLIC ? (
              <span className="ml-2 text-xs text-slate-600" title={t(AUTH_KEYS[contest.auth])}>
                🔒 {t(AUTH_KEYS[contest.auth])}
              </span>
            ) : null}
            {contest.isVip ? <span className="ml-2 text-xs text-amber-700">★ {t('contest.vip')}</span> : null}
            <div className="mt-1 flex flex-wrap gap-x-4 text-xs text-slate-600">
              <span>
                {t('contest.startTime')}: {formatDateTime(contest.startTime)}
              </span>
              <span>
                {t('contest.duration')}: {formatDuration(contest.duration)}
              </span>
              <span data-testid="contest-participants">
                {t('contest.participants')}: {contest.count}
              </span>
            </div>
          </div>
          <Link
            to={`/contest?type=${contest.type}`}
            className="rounded border border-slate-300 px-2 py-0.5 text-xs text-slate-700"
          >
            {t(RULE_KEYS[contest.type])}
          </Link>
          {contest.openRank ? (
            <button
              type="button"
              disabled={contest.status === ContestStatus.SCHEDULED}
              className="rounded border border-slate-300 px-2 py-0.5 text-xs disabled:opacity-50"
              onClick={() => open(`/contest/${contest.id}/rank`)}
            >
              {t('contest.scoreboard')}
            </button>
          ) : null}
          <span className={`rounded px-2 py-0.5 text-xs ${STATUS_COLORS[contest.status]}`}>
            {t(STATUS_KEYS[contest.status])}
          </span>
        </li>
      ))}
    </ul>
  );
}

export const RULE_OPTIONS = [ContestType.ACM, ContestType.IOI, ContestType.OI];
export const STATUS_OPTIONS = [ContestStatus.SCHEDULED, ContestStatus.RUNNING, ContestStatus.ENDED];
