import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { ClearedRecords, TrainingView } from '@verdict/common';
import { confirmAction } from '@/components/ui/confirm';
import {
  clearProblemRecords,
  clearTrainingRecords,
  useClass,
  useStudentSubmissions,
} from '@/hooks/api/teacher';
import { toast } from '@/stores/ui';
import type { Submission } from '@/types/submission';
import { PageHeader } from '../components/page-header';
import { HomeworkClearList } from './components/homework-clear-list';
import { StudentSubmissionTable } from './components/student-submission-table';
import { idParam } from './id-param';
import { useClassParam } from './use-class-param';
import { useStudentName } from './use-student-name';
import '@/i18n/areas/teacher';

/** The problem the list is narrowed to: its id for the server, its display id and title for people. */
interface ProblemFilter {
  pid: number;
  label: string;
}

/**
 * /admin/class/:classId/student/:uid/submissions: what the student submitted in the class's group,
 * with the two clean-ups a teacher needs: one problem's records, or one homework's.
 */
export default function StudentSubmissionsPage() {
  const { t } = useTranslation();
  const id = useClassParam();
  const uid = useParams().uid ?? '';
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  // A deep link may carry ?pid=; the label then waits for the first row of that problem.
  const [picked, setPicked] = useState<ProblemFilter | null>(null);
  const pid = picked?.pid ?? (idParam(params.get('pid')) || undefined);
  const [cleared, setCleared] = useState<string | null>(null);
  const klass = useClass(id);
  const list = useStudentSubmissions(id, uid, page, pid);
  const named = useStudentName(uid);
  const username = named !== uid ? named : (list.data?.records[0]?.username ?? uid);
  const problemLabel = picked?.label ?? problemLabelOf(list.data?.records[0]) ?? String(pid ?? '');

  const filterBy = (filter: ProblemFilter | null) => {
    setPicked(filter);
    setPage(1);
    setCleared(null);
    setParams(filter ? { pid: String(filter.pid) } : {}, { replace: true, state: { username } });
  };

  const clear = async (question: string, run: () => Promise<ClearedRecords>) => {
    if (!(await confirmAction(question))) return;
    try {
      const { deleted } = await run();
      const text = t('teacher.submissions.cleared', { count: deleted });
      setCleared(text);
      toast('success', text);
      void list.mutate();
    } catch {
      // The api client has shown the server's message.
    }
  };

  const clearProblem = () => {
    if (!pid || !klass.data) return;
    const gid = klass.data.gid;
    void clear(t('teacher.submissions.clearProblemConfirm', { username, problem: problemLabel }), () =>
      clearProblemRecords(gid, uid, pid),
    );
  };
  const clearHomework = (homework: TrainingView) =>
    void clear(t('teacher.submissions.clearHomeworkConfirm', { username, title: homework.title }), () =>
      clearTrainingRecords(homework.id, uid),
    );

  return (
    <div className="space-y-3">
      <section className="card p-4">
        <PageHeader title={t('teacher.submissions.title', { username })}>
          <Link className="btn btn-sm" to={`/admin/class/${id}`}>
            {t('teacher.backToClass')}
          </Link>
        </PageHeader>
        {pid ? (
          <div className="mb-3 flex flex-wrap items-center gap-2 text-sm" data-testid="problem-filter">
            <span className="mr-auto">{t('teacher.submissions.filteredBy', { problem: problemLabel })}</span>
            <button type="button" className="btn btn-sm" onClick={() => filterBy(null)}>
              {t('teacher.submissions.allProblems')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-danger"
              disabled={!klass.data}
              onClick={clearProblem}
            >
              {t('teacher.submissions.clearProblem')}
            </button>
          </div>
        ) : (
          <p className="mb-3 text-sm text-slate-500">{t('teacher.submissions.filterHint')}</p>
        )}
        {cleared ? (
          <p
            className="mb-3 rounded bg-green-50 p-2 text-sm text-green-800"
            role="status"
            data-testid="cleared-count"
          >
            {cleared}
          </p>
        ) : null}
        <StudentSubmissionTable
          list={list}
          page={page}
          onPageChange={setPage}
          onFilterProblem={(row) => filterBy({ pid: row.pid, label: problemLabelOf(row) ?? String(row.pid) })}
        />
      </section>
      {klass.data ? <HomeworkClearList gid={klass.data.gid} onClear={clearHomework} /> : null}
    </div>
  );
}

function problemLabelOf(row: Submission | undefined): string | undefined {
  if (!row) return undefined;
  return row.title ? `${row.displayPid} ${row.title}` : row.displayPid;
}
