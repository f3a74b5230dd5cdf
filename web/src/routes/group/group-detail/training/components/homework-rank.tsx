import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeworkRankRow } from '@verdict/common';
import { SearchField } from '@/components/ui/search-field';
import { HOMEWORK_RANK_PAGE_SIZE, useHomeworkRank } from '@/hooks/api/group-training';
import { useTrainingDetail } from '@/hooks/api/training';
import { ProgressBar } from '@/routes/training/components/progress-bar';
import { RankUser } from '@/routes/training/components/rank-cells';
import { trainingProgress } from '@/routes/training/training-progress';
import { PagedBody } from '../../components/paged-body';
import '@/i18n/areas/group-training';

type Order = 'most' | 'least';

/** The page's rows by progress; ties keep the server's order (by rank, then run time). */
function byProgress(rows: HomeworkRankRow[], order: Order): HomeworkRankRow[] {
  const sign = order === 'most' ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, progress: trainingProgress(row.ac, row.problemCount) }))
    .sort((a, b) => sign * (a.progress - b.progress) || a.index - b.index)
    .map((entry) => entry.row);
}

/** Every member's progress in one homework (group admins): solved count and bar, sortable by progress. */
export function HomeworkRank({ tid, onBack }: { tid: number; onBack: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [order, setOrder] = useState<Order>('most');
  const training = useTrainingDetail(tid);
  const rank = useHomeworkRank({
    tid,
    currentPage: page,
    limit: HOMEWORK_RANK_PAGE_SIZE,
    keyword: keyword || undefined,
  });
  const title = training.data?.title ?? '';
  return (
    <section className="card space-y-3 p-4" data-testid="homework-rank">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto font-semibold break-words">{t('groupTraining.rankOf', { title })}</h2>
        <button type="button" className="btn" onClick={onBack}>
          {t('groupTraining.backToHomework')}
        </button>
      </div>
      <SearchField
        label={t('groupTraining.rankSearch')}
        onSearch={(text) => {
          setPage(1);
          setKeyword(text);
        }}
      />
      <PagedBody
        data={rank.data}
        error={rank.error}
        failedText={t('groupTraining.rankFailed')}
        onReload={() => void rank.mutate()}
        page={page}
        pageSize={HOMEWORK_RANK_PAGE_SIZE}
        onPageChange={setPage}
      >
        {(records) => (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[520px] text-sm" data-testid="homework-rank-table">
              <thead>
                <tr className="border-b border-slate-200 text-left text-slate-500">
                  <th className="w-12 py-2 text-center">{t('groupTraining.rank')}</th>
                  <th className="py-2">{t('groupTraining.member')}</th>
                  <th className="w-20 py-2 text-center">{t('groupTraining.solved')}</th>
                  <th className="w-56 py-2" aria-sort={order === 'most' ? 'descending' : 'ascending'}>
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 hover:text-slate-800"
                      onClick={() => setOrder(order === 'most' ? 'least' : 'most')}
                      data-testid="homework-sort"
                      title={t('groupTraining.sortByProgress')}
                    >
                      {t('groupTraining.progress')}
                      <span aria-hidden="true">{order === 'most' ? '↓' : '↑'}</span>
                      <span className="sr-only">
                        {t(order === 'most' ? 'groupTraining.mostFirst' : 'groupTraining.leastFirst')}
                      </span>
                    </button>
                  </th>
                </tr>
              </thead>
              <tbody>
                {byProgress(records, order).map((row) => (
                  <tr key={row.uid} className="border-b border-slate-100" data-username={row.username}>
                    <td className="py-1.5 text-center font-mono">{row.rank}</td>
                    <td className="py-1.5 pr-2">
                      <RankUser avatar={row.avatar} username={row.username}>
                        {row.realname || row.nickname ? (
                          <div className="text-xs text-slate-500">{row.realname || row.nickname}</div>
                        ) : null}
                      </RankUser>
                    </td>
                    <td className="py-1.5 text-center" data-testid="homework-solved">
                      {row.ac}/{row.problemCount}
                    </td>
                    <td className="py-1.5">
                      <ProgressBar acCount={row.ac} problemCount={row.problemCount} showPercent />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {records.length === 0 ? (
              <p className="py-6 text-center text-slate-500">{t('common.noData')}</p>
            ) : null}
          </div>
        )}
      </PagedBody>
    </section>
  );
}
