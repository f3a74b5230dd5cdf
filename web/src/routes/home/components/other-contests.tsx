import { useTranslation } from 'react-i18next';
import type { RecentOtherContest } from '@verdict/common';
import { useRecentOtherContests } from '@/hooks/api/home';
import { formatDuration } from '@/lib/contest-time';
import { formatDateTime } from '@/lib/format';
import { isWebLink } from '@/lib/is-web-link';
import { HomeCard } from './home-card';
import '@/i18n/areas/home';

const durationOf = (contest: RecentOtherContest) =>
  formatDuration((new Date(contest.endTime).getTime() - new Date(contest.beginTime).getTime()) / 1000);

/**
 * Home: the coming contests of the other judges the site has accounts on (HOJ
 * getRecentOtherContests), each opening on its judge. A site that follows no other judge shows
 * no card at all, nor while the list loads or when it failed.
 */
export function OtherContests() {
  const { t } = useTranslation();
  const { data } = useRecentOtherContests();
  if (!data || data.length === 0) return null;
  return (
    <HomeCard
      id="home-other-contests"
      title={t('homePage.otherContests')}
      loading={false}
      empty={false}
      emptyText=""
      onRetry={() => undefined}
    >
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-500">
              <th className="py-2 pr-2">{t('homePage.otherJudge')}</th>
              <th className="py-2 pr-2">{t('homePage.otherTitle')}</th>
              <th className="py-2 pr-2">{t('homePage.otherStart')}</th>
              <th className="py-2">{t('homePage.otherDuration')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((contest) => (
              <tr key={`${contest.oj}:${contest.url}:${contest.title}`} className="border-b border-slate-100">
                <td className="py-2 pr-2 font-semibold">{contest.oj}</td>
                <td className="py-2 pr-2 break-words">
                  {isWebLink(contest.url) ? (
                    <a
                      className="text-blue-700 hover:underline"
                      href={contest.url}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {contest.title}
                    </a>
                  ) : (
                    contest.title
                  )}
                </td>
                <td className="py-2 pr-2 whitespace-nowrap">{formatDateTime(contest.beginTime)}</td>
                <td className="py-2 whitespace-nowrap tabular-nums">{durationOf(contest)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </HomeCard>
  );
}
