import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RecentContestView } from '@verdict/common';
import { type RecentContests, useRecentContests } from '@/hooks/api/home';
import { formatDateTime } from '@/lib/format';
import { countdownAt } from '../countdown';
import { HomeCard } from './home-card';
import '@/i18n/areas/home';

/** Countdown cards for the nearest contests; the rest are in the recent contests list. */
const COUNTDOWN_CARDS = 3;
const TYPE_KEYS: Record<number, string> = { 0: 'contest.acm', 1: 'contest.ioi', 2: 'contest.oi' };
const BADGE = 'rounded border border-slate-300 px-1.5 text-xs text-slate-600';
const AUTH_KEYS: Record<number, string> = {
  0: 'contest.public',
  1: 'contest.private',
  2: 'contest.protected',
};

/** The server's clock, ticking each second while any listed contest has not ended. */
function useServerNow(recent: RecentContests | undefined): number {
  const offset = recent?.offsetMs ?? 0;
  const contests = recent?.contests;
  const [now, setNow] = useState(() => Date.now() + offset);
  const lastEnd = Math.max(0, ...(contests ?? []).map((contest) => new Date(contest.endTime).getTime()));
  const ticking = now < lastEnd;
  useEffect(() => {
    setNow(Date.now() + offset);
    if (!ticking) return;
    const timer = window.setInterval(() => setNow(Date.now() + offset), 1000);
    return () => window.clearInterval(timer);
  }, [offset, ticking]);
  return now;
}

function CountdownCard({ contest, now }: { contest: RecentContestView; now: number }) {
  const { t } = useTranslation();
  const state = countdownAt(contest, now);
  const tone =
    state.kind === 'ends'
      ? 'border-green-300 bg-green-50 text-green-800'
      : state.kind === 'starts'
        ? 'border-blue-300 bg-blue-50 text-blue-800'
        : 'border-slate-300 bg-slate-50 text-slate-600';
  return (
    <li className={`rounded-lg border p-3 ${tone}`}>
      <Link to={`/contest/${contest.id}`} className="block font-semibold break-words hover:underline">
        {contest.title}
      </Link>
      <p className="mt-1 font-mono text-xl tabular-nums" aria-live="off">
        {state.kind === 'ended'
          ? t('homePage.contestEnded')
          : t(state.kind === 'starts' ? 'homePage.startsIn' : 'homePage.endsIn', { time: state.left })}
      </p>
      <p className="mt-1 text-xs">{formatDateTime(contest.startTime)}</p>
    </li>
  );
}

/** Home: countdown timers and recent contests (HOJ getRecentContests). */
export function ContestCountdowns() {
  const { t } = useTranslation();
  const { data: recent, error, isLoading, mutate } = useRecentContests();
  const now = useServerNow(recent);
  const data = recent?.contests;
  const loadState = {
    loading: isLoading && !data,
    failed: !!error && !data,
    empty: !!data && data.length === 0,
    onRetry: () => void mutate(),
  };
  return (
    <>
      <HomeCard
        id="home-countdowns"
        title={t('homePage.countdowns')}
        emptyText={t('homePage.noUpcomingContests')}
        {...loadState}
      >
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {(data ?? []).slice(0, COUNTDOWN_CARDS).map((contest) => (
            <CountdownCard key={contest.id} contest={contest} now={now} />
          ))}
        </ul>
      </HomeCard>
      <HomeCard
        id="home-recent-contests"
        title={t('homePage.recentContests')}
        action={
          <Link to="/contest" className="text-sm text-blue-700 hover:underline">
            {t('homePage.more')}
          </Link>
        }
        emptyText={t('homePage.noUpcomingContests')}
        {...loadState}
      >
        <ul className="divide-y divide-slate-100">
          {(data ?? []).map((contest) => {
            const state = countdownAt(contest, now);
            return (
              <li key={contest.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <Link
                  to={`/contest/${contest.id}`}
                  className="mr-auto min-w-0 font-medium break-words text-blue-700 hover:underline"
                >
                  {contest.title}
                </Link>
                <span className={BADGE}>{t(TYPE_KEYS[contest.type] ?? 'contest.acm')}</span>
                <span className={BADGE}>{t(AUTH_KEYS[contest.auth] ?? 'contest.public')}</span>
                <span className="text-xs text-slate-500">
                  {formatDateTime(contest.startTime)} ·{' '}
                  {state.kind === 'ends' ? t('homePage.running') : t('homePage.scheduled')}
                </span>
              </li>
            );
          })}
        </ul>
      </HomeCard>
    </>
  );
}
