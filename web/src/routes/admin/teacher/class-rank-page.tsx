import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useClass } from '@/hooks/api/teacher';
import { PageHeader } from '../components/page-header';
import { ClassRankTable } from './components/class-rank-table';
import { useClassParam } from './use-class-param';
import '@/i18n/areas/teacher';

/** /admin/class/:classId/rank: the class's students by homework problems solved. */
export default function ClassRankPage() {
  const { t } = useTranslation();
  const id = useClassParam();
  const klass = useClass(id);
  return (
    <section className="card p-4">
      <PageHeader title={t('teacher.rank.title', { name: klass.data?.name ?? '' })}>
        <Link className="btn btn-sm" to={`/admin/class/${id}`}>
          {t('teacher.backToClass')}
        </Link>
      </PageHeader>
      <ClassRankTable classId={id} />
    </section>
  );
}
