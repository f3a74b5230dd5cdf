import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { HomeworkProblemsView } from '@verdict/common';
import { useHomeworkProblems } from '@/hooks/api/teacher';
import { ProblemColumnHeads, solvedTone } from '@/routes/training/components/rank-cells';
import { PageHeader } from '../components/page-header';
import { TableScrollBox } from '../components/table-scroll-box';
import { ClassFilter } from './components/class-filter';
import { LoadState } from './components/load-state';
import { TitledCard } from '../components/titled-card';
import { useClassFilter } from './use-class-filter';
import { idParam } from './id-param';
import '@/i18n/areas/teacher';

/** /admin/homework-problem/:groupId/:trainingId: how the students did on each problem of one homework. */
export default function HomeworkProblemPage() {
  const { t } = useTranslation();
  const params = useParams();
  const gid = idParam(params.groupId);
  const tid = idParam(params.trainingId);
  const [classId, setClassId] = useClassFilter();
  const view = useHomeworkProblems(gid, tid, classId || undefined);
  return (
    <div className="space-y-3">
      <section className="card p-4">
        <PageHeader title={t('teacher.homeworkProblem.title', { title: view.data?.title ?? '' })}>
          <Link
            className="btn btn-sm"
            to={`/admin/homework-rank/${gid}/${tid}${classId ? `?classId=${classId}` : ''}`}
          >
            {t('teacher.homework.rank')}
          </Link>
          <Link className="btn btn-sm" to={`/admin/class/homeworkList/${gid}`}>
            {t('teacher.homework.backToList')}
          </Link>
        </PageHeader>
        <div className="mb-3">
          <ClassFilter gid={gid} value={classId} onChange={setClassId} />
        </div>
        <LoadState data={view.data} error={view.error} onRetry={() => void view.mutate()}>
          {(data) => <ProblemCounts view={data} />}
        </LoadState>
      </section>
      {view.data ? <StudentProblemGrid view={view.data} /> : null}
    </div>
  );
}

/** Per problem: solved, tried and untried students, as numbers and as one stacked bar. */
function ProblemCounts({ view }: { view: HomeworkProblemsView }) {
  const { t } = useTranslation();
  if (view.problems.length === 0)
    return <p className="py-6 text-center text-slate-500">{t('teacher.homeworkProblem.none')}</p>;
  return (
    <ul className="space-y-3" data-testid="homework-problem-counts">
      {view.problems.map((problem) => {
        const total = problem.solved + problem.tried + problem.untried;
        const share = (count: number) => (total ? `${(count / total) * 100}%` : '0%');
        return (
          <li key={problem.pid} data-problem={problem.displayId}>
            <div className="flex flex-wrap items-baseline gap-x-3 text-sm">
              <span className="font-medium">
                {problem.displayId} {problem.title}
              </span>
              <span className="text-green-700">
                {t('teacher.homeworkProblem.solved', { count: problem.solved })}
              </span>
              <span className="text-red-700">
                {t('teacher.homeworkProblem.tried', { count: problem.tried })}
              </span>
              <span className="text-slate-500">
                {t('teacher.homeworkProblem.untried', { count: problem.untried })}
              </span>
            </div>
            <div className="mt-1 flex h-2 overflow-hidden rounded bg-slate-200" aria-hidden="true">
              <div className="bg-green-600" style={{ width: share(problem.solved) }} />
              <div className="bg-red-500" style={{ width: share(problem.tried) }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Students down, problems across: ✓ solved, ✗ tried, empty never submitted. */
function StudentProblemGrid({ view }: { view: HomeworkProblemsView }) {
  const { t } = useTranslation();
  if (view.students.length === 0 || view.problems.length === 0) return null;
  return (
    <TitledCard title={t('teacher.homeworkProblem.grid')} titleId="homework-grid-title">
      <TableScrollBox>
        <table className="admin-table w-full text-sm" data-testid="homework-problem-grid">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-500">
              <th className="py-2 pr-2">{t('teacher.username')}</th>
              <ProblemColumnHeads problems={view.problems} />
            </tr>
          </thead>
          <tbody>
            {view.students.map((student) => (
              <tr key={student.uid} className="border-b border-slate-100" data-username={student.username}>
                <td className="py-1.5 pr-2 whitespace-nowrap">
                  {student.username}
                  {student.realname ? (
                    <span className="ml-1 text-xs text-slate-500">{student.realname}</span>
                  ) : null}
                </td>
                {view.problems.map((problem) => {
                  const status = problem.statusByUid[student.uid];
                  return (
                    <td
                      key={problem.pid}
                      className={`px-2 py-1.5 text-center ${solvedTone(status)}`}
                      title={status ? t(`teacher.homeworkProblem.${status}Mark`) : undefined}
                    >
                      {status === 'ac' ? '✓' : status === 'tried' ? '✗' : ''}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScrollBox>
    </TitledCard>
  );
}
