import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HOMEWORK_PAGE_SIZE, useHomeworkList } from '@/hooks/api/group-training';
import { ProgressBar } from '@/routes/training/components/progress-bar';
import { PagedBody } from '../../components/paged-body';
import { groupTrainingPath } from '../group-training-paths';
import '@/i18n/areas/group-training';

/**
 * The group's homework, newest first, each with the viewer's progress written out to two decimals.
 * One card per homework, laid out as a row from 768 px: students read it on a phone.
 */
export function HomeworkList({
  gid,
  isAdmin,
  rankPath,
}: {
  gid: number;
  isAdmin: boolean;
  /** Where a homework's rank opens (inside the tab). */
  rankPath: (tid: number) => string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useHomeworkList({ gid, currentPage: page, limit: HOMEWORK_PAGE_SIZE });
  // Progress moves with every accepted submission elsewhere: ask again on arrival.
  useEffect(() => {
    void mutate();
  }, [mutate]);
  return (
    <section className="card p-4" data-testid="group-homework">
      <h2 className="mb-3 font-semibold">{t('groupTraining.homework')}</h2>
      <PagedBody
        data={data}
        error={error}
        failedText={t('groupTraining.homeworkFailed')}
        onReload={() => void mutate()}
        emptyText={t('groupTraining.homeworkEmpty')}
        page={page}
        pageSize={HOMEWORK_PAGE_SIZE}
        onPageChange={setPage}
      >
        {(records) => (
          <ul className="divide-y divide-slate-100">
            {records.map((row) => (
              <li
                key={row.id}
                className="flex flex-col gap-2 py-3 md:flex-row md:items-center md:gap-4"
                data-testid="homework-row"
                data-tid={row.id}
              >
                <div className="min-w-0 flex-1">
                  <Link
                    className="font-medium break-words text-blue-700 hover:underline"
                    to={groupTrainingPath(gid, row.id)}
                  >
                    {row.title}
                  </Link>
                  {!row.status ? (
                    <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-700">
                      {t('groupTraining.hidden')}
                    </span>
                  ) : null}
                </div>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2 md:contents">
                  <span
                    className="text-sm whitespace-nowrap text-slate-600 md:w-24"
                    data-testid="homework-count"
                  >
                    {t('groupTraining.problemCount')}: {row.problemCount}
                  </span>
                  <div className="min-w-[14rem] flex-1 md:w-72 md:flex-none">
                    <ProgressBar acCount={row.acCount} problemCount={row.problemCount} showPercent />
                  </div>
                  {isAdmin ? (
                    <Link className="btn btn-sm" to={rankPath(row.id)} data-testid="homework-rank-link">
                      {t('groupTraining.rank')}
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedBody>
    </section>
  );
}
