import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/common/load-error';
import { PICKER_PAGE_SIZE, useClassList } from '@/hooks/api/teacher';
import { PageHeader } from '../components/page-header';
import { ClassRankTable } from './components/class-rank-table';
import { IdPicker } from './components/id-picker';
import { idParam } from './id-param';
import '@/i18n/areas/teacher';

/** /admin/rank: pick one of the teacher's classes, then its rank. The pick stays in the address. */
export default function RankPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const classId = idParam(params.get('classId'));
  const classes = useClassList({ currentPage: 1, limit: PICKER_PAGE_SIZE });
  return (
    <section className="card p-4">
      <PageHeader title={t('teacher.nav.rank')}>
        <IdPicker
          label={t('teacher.homeworkRank.class')}
          value={classId}
          noneLabel={t('teacher.rankPage.chooseClass')}
          items={classes.data?.records ?? []}
          itemLabel={(klass) => `${klass.groupName} · ${klass.name}`}
          onChange={(next) => setParams(next ? { classId: String(next) } : {})}
          disabled={!classes.data}
        />
      </PageHeader>
      {classes.error && !classes.data ? (
        <LoadError variant="inline" error={classes.error} onRetry={() => void classes.mutate()} />
      ) : null}
      {classId ? (
        <ClassRankTable key={classId} classId={classId} />
      ) : (
        <p className="py-6 text-center text-slate-500">{t('teacher.rankPage.pickClass')}</p>
      )}
    </section>
  );
}
