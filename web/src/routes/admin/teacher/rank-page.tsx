import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/common/load-error';
import { PICKER_PAGE_SIZE, useClassList } from '@/hooks/api/teacher';
import { ClassRankTable } from './components/class-rank-table';
import { PageHeader } from './components/page-header';
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
        <label className="flex flex-wrap items-center gap-2 text-sm">
          {t('teacher.homeworkRank.class')}
          <select
            className="input w-64 max-w-full"
            value={classId || ''}
            disabled={!classes.data}
            onChange={(event) => {
              const next = Number(event.target.value);
              setParams(next ? { classId: String(next) } : {});
            }}
          >
            <option value="">{t('teacher.rankPage.chooseClass')}</option>
            {(classes.data?.records ?? []).map((klass) => (
              <option key={klass.id} value={klass.id}>
                {klass.groupName} · {klass.name}
              </option>
            ))}
          </select>
        </label>
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
