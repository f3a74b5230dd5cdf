import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/common/load-error';
import { useClassList } from '@/hooks/api/teacher';
import { PageHeader } from '../components/page-header';
import { TitledCard } from '../components/titled-card';
import { ClassStateBadge } from './components/class-state-badge';
import { TEACHER_SECTIONS } from './teacher-sections';
import '@/i18n/areas/teacher';

/** The back office's start page for a teacher: the teaching sections and the newest classes. */
export default function TeacherHomePage() {
  const { t } = useTranslation();
  const classes = useClassList({ currentPage: 1, limit: 5 });
  return (
    <div className="space-y-3" data-testid="teacher-home">
      <section className="card p-4">
        <PageHeader title={t('adminDashboard.title')} />
        <ul className="grid gap-2 sm:grid-cols-2">
          {TEACHER_SECTIONS.map((section) => (
            <li key={section.to}>
              <Link className="block rounded border border-slate-200 p-3 hover:bg-slate-50" to={section.to}>
                <span className="font-medium">{t(section.key)}</span>
                <span className="block text-sm text-slate-500">{t(`${section.key}Hint`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <TitledCard title={t('teacher.home.recentClasses')} titleId="teacher-home-classes">
        {classes.data ? (
          classes.data.records.length ? (
            <ul className="divide-y divide-slate-100 text-sm">
              {classes.data.records.map((klass) => (
                <li key={klass.id} className="flex flex-wrap items-center gap-2 py-2">
                  <Link className="mr-auto text-blue-700 hover:underline" to={`/admin/class/${klass.id}`}>
                    {klass.groupName} · {klass.name}
                  </Link>
                  <span className="text-slate-500">
                    {t('teacher.home.studentCount', { count: klass.studentCount })}
                  </span>
                  <ClassStateBadge state={klass.state} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-500">{t('teacher.class.empty')}</p>
          )
        ) : classes.error ? (
          <LoadError variant="inline" error={classes.error} onRetry={() => void classes.mutate()} />
        ) : (
          <p className="text-sm text-slate-500">{t('teacher.loading')}</p>
        )}
      </TitledCard>
    </div>
  );
}
