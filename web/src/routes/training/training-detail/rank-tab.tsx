import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/common/load-error';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { PageLoading } from '@/components/ui/spinner';
import { TRAINING_RANK_PAGE_SIZE, useTrainingProblems, useTrainingRank } from '@/hooks/api/training';
import { useSession } from '@/stores/session';
import { ProblemColumnHeads, RankUser, SubmissionCell } from '../components/rank-cells';
import { useTraining } from './training-context';
import '@/i18n/areas/training';

/**
 * The training rank: rank, user ('Own' for oneself), school, real name for training admins,
 * total AC, one cell per problem; 30 per page with a keyword search.
 */
export default function RankTab() {
  const { t } = useTranslation();
  const { training, hasAccess } = useTraining();
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const problems = useTrainingProblems(training.id, hasAccess);
  const rank = useTrainingRank(
    hasAccess
      ? { tid: training.id, currentPage: page, limit: TRAINING_RANK_PAGE_SIZE, keyword: keyword || undefined }
      : null,
  );
  if (!hasAccess) return <p className="card p-6 text-center text-slate-600">{t('training.noAccess')}</p>;
  const failed = (rank.error && !rank.data) || (problems.error && !problems.data);
  if (failed) {
    const retry = () => {
      void rank.mutate();
      void problems.mutate();
    };
    return (
      <div className="card">
        <LoadError error={rank.error ?? problems.error} onRetry={retry} title={t('training.loadFailed')} />
      </div>
    );
  }

  if (!rank.data || !problems.data) return <PageLoading />;
  const rows = rank.data.records;
  const columns = problems.data;
  const showRealname = rows.some((row) => row.realname !== null);
  return (
    <section className="card space-y-3 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto font-semibold">{t('training.rankTab')}</h2>
        <SearchField
          label={t('training.rankSearch')}
          onSearch={(text) => {
            setPage(1);
            setKeyword(text);
          }}
        />
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="training-rank">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-500">
              <th className="w-12 py-2 text-center">{t('training.rank')}</th>
              <th className="py-2">{t('training.user')}</th>
              {showRealname ? <th className="py-2">{t('training.realname')}</th> : null}
              <th className="w-20 py-2 text-center">{t('training.totalAc')}</th>
              <ProblemColumnHeads problems={columns} />
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.uid}
                className={`border-b border-slate-100 ${row.uid === user?.uid ? 'bg-blue-50' : ''}`}
                data-username={row.username}
              >
                <td className="py-1.5 text-center font-mono">{row.rank}</td>
                <td className="py-1.5 pr-2">
                  <RankUser avatar={row.avatar} username={row.username}>
                    {row.uid === user?.uid ? (
                      <span className="ml-1 rounded bg-blue-600 px-1 text-xs text-white">
                        {t('training.own')}
                      </span>
                    ) : null}
                    {row.gender === 'female' ? (
                      <span className="ml-1 rounded bg-pink-100 px-1 text-xs text-pink-800">
                        {t('training.girl')}
                      </span>
                    ) : null}
                    {row.school ? <div className="text-xs text-slate-500">{row.school}</div> : null}
                  </RankUser>
                </td>
                {showRealname ? <td className="py-1.5 pr-2">{row.realname ?? ''}</td> : null}
                <td className="py-1.5 text-center">
                  <Link
                    to={`/status?username=${encodeURIComponent(row.username)}&status=0`}
                    className="text-blue-700 hover:underline"
                    data-testid="rank-ac"
                  >
                    {row.ac}/{columns.length}
                  </Link>
                </td>
                {columns.map((problem) => (
                  <SubmissionCell
                    key={problem.pid}
                    cell={row.submissionInfo[problem.displayId]}
                    problemType={problem.type}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? <p className="py-6 text-center text-slate-500">{t('common.noData')}</p> : null}
      <Pagination
        page={page}
        pageSize={TRAINING_RANK_PAGE_SIZE}
        total={rank.data.total}
        onPageChange={setPage}
      />
    </section>
  );
}
