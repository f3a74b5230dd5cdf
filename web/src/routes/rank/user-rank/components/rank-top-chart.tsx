import { useTranslation } from 'react-i18next';
import { RankType, type RankTypeValue, type UserRankEntry } from '@verdict/common';
import { LazyBarChart } from '@/components/charts/lazy-bar-chart';
import { topChartData } from '../rank-view';
import '@/i18n/areas/rank';

/** The top ten of page 1 as bars (ACM: AC and Total; OI: Score and AC). */
export function RankTopChart({ records, type }: { records: UserRankEntry[]; type: RankTypeValue }) {
  const { t } = useTranslation();
  const data = topChartData(records, type);
  const isOi = type === RankType.OI;
  return (
    <figure className="my-3">
      <figcaption className="mb-1 text-sm font-medium text-slate-600">{t('userRank.top10')}</figcaption>
      <LazyBarChart
        label={t('userRank.chartLabel')}
        labels={data.labels}
        heightClass="h-56 sm:h-64"
        series={[
          {
            label: t(isOi ? 'userRank.score' : 'userRank.ac'),
            values: data.first,
            color: isOi ? '#f59e0b' : '#22c55e',
          },
          {
            label: t(isOi ? 'userRank.ac' : 'userRank.total'),
            values: data.second,
            color: isOi ? '#22c55e' : '#3b82f6',
          },
        ]}
      />
    </figure>
  );
}
