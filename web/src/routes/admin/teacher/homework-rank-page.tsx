import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Pagination } from '@/components/ui/pagination';
import { HOMEWORK_RANK_PAGE_SIZE, useHomeworkProblems, useHomeworkRank } from '@/hooks/api/teacher';
import { PageHeader } from '../components/page-header';
import { ClassFilter } from './components/class-filter';
import { HomeworkRankTable } from './components/homework-rank-table';
import { LoadState } from './components/load-state';
import { useClassFilter } from './use-class-filter';
import { idParam } from './id-param';
import '@/i18n/areas/teacher';

/**
 * /admin/homework-rank/:groupID/:trainingID: every student's progress in one homework, optionally
 * one class only. It re-reads itself every 5 s, so the teacher watches the class work live.
 */
export default function HomeworkRankPage() {
  const { t } = useTranslation();
  const params = useParams();
  const gid = idParam(params.groupID);
  const tid = idParam(params.trainingID);
  const [classId, setClassId] = useClassFilter();
  const [page, setPage] = useState(1);
  const problems = useHomeworkProblems(gid, tid);
  const rank = useHomeworkRank(gid, tid, page, classId || undefined);
  const title = problems.data?.title ?? '';
  return (
    <section className="card p-4">
      <PageHeader title={t('teacher.homeworkRank.title', { title })}>
        <Link
          className="btn btn-sm"
          to={`/admin/homework-problem/${gid}/${tid}${classId ? `?classId=${classId}` : ''}`}
        >
          {t('teacher.homework.problems')}
        </Link>
        <Link className="btn btn-sm" to={`/admin/class/homeworkList/${gid}`}>
          {t('teacher.homework.backToList')}
        </Link>
      </PageHeader>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <ClassFilter
          gid={gid}
          value={classId}
          onChange={(next) => {
            setPage(1);
            setClassId(next);
          }}
        />
        <span className="text-xs text-slate-500">{t('teacher.homeworkRank.live')}</span>
      </div>
      <LoadState
        data={rank.data && problems.data ? { rank: rank.data, problems: problems.data } : undefined}
        error={rank.error ?? problems.error}
        onRetry={() => {
          void rank.mutate();
          void problems.mutate();
        }}
      >
        {(data) => (
          <>
            <HomeworkRankTable rows={data.rank.records} problems={data.problems.problems} />
            <Pagination
              page={page}
              pageSize={HOMEWORK_RANK_PAGE_SIZE}
              total={data.rank.total}
              onPageChange={setPage}
            />
          </>
        )}
      </LoadState>
    </section>
  );
}
