import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useClass, useReloadClassStudents } from '@/hooks/api/teacher';
import { PageHeader } from '../components/page-header';
import { AddStudentsForm } from './components/add-students-form';
import { ClassStateBadge } from './components/class-state-badge';
import { ClassStudentsSection } from './components/class-students-section';
import { LoadState } from './components/load-state';
import { useClassParam } from './use-class-param';
import '@/i18n/areas/teacher';

/** /admin/class/:classId: the class, its students and their progress, and adding students. */
export default function ClassDetailPage() {
  const { t } = useTranslation();
  const id = useClassParam();
  const klass = useClass(id);
  const reloadStudents = useReloadClassStudents();
  return (
    <LoadState data={klass.data} error={klass.error} onRetry={() => void klass.mutate()}>
      {(data) => (
        <div className="space-y-3">
          <section className="card p-4">
            <PageHeader title={data.name}>
              <Link className="btn btn-sm" to={`/admin/class/${data.id}/rank`}>
                {t('teacher.detail.rank')}
              </Link>
              <Link className="btn btn-sm" to={`/admin/class/homeworkList/${data.gid}`}>
                {t('teacher.detail.homework')}
              </Link>
            </PageHeader>
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-slate-500">{t('teacher.class.group')}</dt>
              <dd>{data.groupName}</dd>
              <dt className="text-slate-500">{t('teacher.class.school')}</dt>
              <dd>{data.school || '—'}</dd>
              <dt className="text-slate-500">{t('teacher.class.students')}</dt>
              <dd>{data.studentCount}</dd>
              <dt className="text-slate-500">{t('teacher.class.state')}</dt>
              <dd>
                <ClassStateBadge state={data.state} />
              </dd>
            </dl>
          </section>
          <ClassStudentsSection klass={data} onChanged={() => void klass.mutate()} />
          <AddStudentsForm
            klass={data}
            onAdded={() => {
              void klass.mutate();
              reloadStudents();
            }}
          />
        </div>
      )}
    </LoadState>
  );
}
