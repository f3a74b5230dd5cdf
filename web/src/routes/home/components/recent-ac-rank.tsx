import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/common/avatar';
import { useRecentAcRank } from '@/hooks/api/home';
import { classifyLoadError } from '@/lib/load-error';
import { readableTextColor } from '../readable-text-color';
import { HomeCard } from './home-card';
import '@/i18n/areas/home';

const DEFAULT_TITLE_COLOR = '#475569';

function titleStyle(color: string | null) {
  const background = color && /^#[0-9a-f]{6}$/i.test(color) ? color : DEFAULT_TITLE_COLOR;
  return { backgroundColor: background, color: readableTextColor(background) };
}

/** Home: who accepted most problems in the last 7 days (HOJ getRecent7ACRank). */
export function RecentAcRank() {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useRecentAcRank();
  // A server without the rank yet answers 404: that is "nobody", not a failure.
  const missing = !!error && classifyLoadError(error).kind === 'not-found';
  return (
    <HomeCard
      id="home-ac-rank"
      title={t('homePage.acRank')}
      loading={isLoading && !data}
      error={data || missing ? undefined : error}
      empty={missing || (!!data && data.length === 0)}
      emptyText={t('homePage.noAcRank')}
      onRetry={() => void mutate()}
    >
      <ol className="divide-y divide-slate-100">
        {(data ?? []).map((entry, index) => (
          <li key={entry.uid} className="flex items-center gap-3 py-2">
            <span className="w-5 shrink-0 text-right font-mono text-sm text-slate-500">{index + 1}</span>
            <Avatar src={entry.avatar} name={entry.username} size={28} />
            <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2">
              <Link
                to={`/user-home?uid=${encodeURIComponent(entry.uid)}&username=${encodeURIComponent(entry.username)}`}
                className="truncate font-medium text-blue-700 hover:underline"
                title={entry.nickname ?? entry.username}
              >
                {entry.username}
              </Link>
              {entry.titleName ? (
                <span className="rounded px-1.5 text-xs" style={titleStyle(entry.titleColor)}>
                  {entry.titleName}
                </span>
              ) : null}
            </div>
            <span className="shrink-0 text-sm font-semibold text-green-700">
              {t('homePage.acCount', { count: entry.ac })}
            </span>
          </li>
        ))}
      </ol>
    </HomeCard>
  );
}
