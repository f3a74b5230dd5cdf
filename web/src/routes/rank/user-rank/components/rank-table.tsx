import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RankType, type RankTypeValue, type UserRankEntry } from '@verdict/common';
import { Avatar } from '@/components/common/avatar';
import { formatAcRate } from '@/lib/format';
import '@/i18n/areas/rank';

const HEX_COLOR = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i;

function TitleTag({ name, color }: { name: string; color: string | null }) {
  const background = color && HEX_COLOR.test(color) ? color : '#475569';
  return (
    <span className="rounded px-1.5 text-xs text-white" style={{ backgroundColor: background }}>
      {name}
    </span>
  );
}

const userHome = (username: string) => `/user-home?username=${encodeURIComponent(username)}`;

/** A user's submissions, or their accepted ones, on a status list. */
export type StatusPath = (username: string, acceptedOnly: boolean) => string;

const siteStatus: StatusPath = (username, acceptedOnly) =>
  `/status?username=${encodeURIComponent(username)}${acceptedOnly ? '&status=0' : ''}`;

/**
 * The user rank table; nickname, total and signature give way on a phone. The counts open the
 * user's submissions on the site's status page unless `statusPath` points elsewhere (a group's).
 */
export function RankTable({
  records,
  type,
  statusPath = siteStatus,
}: {
  records: UserRankEntry[];
  type: RankTypeValue;
  statusPath?: StatusPath;
}) {
  const { t } = useTranslation();
  const isOi = type === RankType.OI;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="border-b border-slate-200 text-left text-slate-500">
          <tr>
            <th className="w-12 py-2 pr-2 text-right">{t('userRank.rank')}</th>
            <th className="py-2 pr-2">{t('userRank.user')}</th>
            <th className="hidden py-2 pr-2 md:table-cell">{t('userRank.nickname')}</th>
            {isOi ? <th className="py-2 pr-2 text-right">{t('userRank.score')}</th> : null}
            <th className="py-2 pr-2 text-right">{t('userRank.ac')}</th>
            <th className="hidden py-2 pr-2 text-right sm:table-cell">{t('userRank.total')}</th>
            <th className="py-2 pr-2 text-right">{t('userRank.rate')}</th>
            <th className="hidden py-2 lg:table-cell">{t('userRank.signature')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {records.map((row) => (
            <tr key={row.uid}>
              <td className="py-2 pr-2 text-right font-mono text-slate-500">{row.rank}</td>
              <td className="py-2 pr-2">
                <div className="flex min-w-0 items-center gap-2">
                  <Avatar src={row.avatar} name={row.username} size={28} />
                  <Link
                    to={userHome(row.username)}
                    className={`truncate font-medium hover:underline ${row.isVip ? 'text-amber-600' : 'text-blue-700'}`}
                    title={row.school ?? undefined}
                  >
                    {row.username}
                  </Link>
                  {row.isVip ? (
                    <span className="text-xs font-semibold text-amber-600" title={t('userRank.vip')}>
                      VIP
                    </span>
                  ) : null}
                  {row.titleName ? <TitleTag name={row.titleName} color={row.titleColor} /> : null}
                </div>
              </td>
              <td className="hidden py-2 pr-2 md:table-cell">
                {row.nickname ? (
                  <span className="rounded bg-slate-100 px-1.5 text-xs text-slate-700">{row.nickname}</span>
                ) : null}
              </td>
              {isOi ? <td className="py-2 pr-2 text-right font-semibold">{row.score}</td> : null}
              <td className="py-2 pr-2 text-right">
                <Link to={statusPath(row.username, true)} className="text-green-700 hover:underline">
                  {row.ac}
                </Link>
              </td>
              <td className="hidden py-2 pr-2 text-right sm:table-cell">
                <Link to={statusPath(row.username, false)} className="hover:underline">
                  {row.total}
                </Link>
              </td>
              <td className="py-2 pr-2 text-right">{formatAcRate(row.acRate)}</td>
              <td
                className="hidden max-w-64 truncate py-2 text-slate-500 lg:table-cell"
                title={row.signature ?? undefined}
              >
                {row.signature}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
