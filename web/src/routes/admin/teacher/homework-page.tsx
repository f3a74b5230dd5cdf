import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../components/page-header';
import { GroupHomeworkList } from './components/group-homework-list';
import { GroupPicker } from './components/group-picker';
import { idParam } from './id-param';
import '@/i18n/areas/teacher';

/** /admin/homework: pick one of the teacher's groups, then its homework. The pick stays in the address. */
export default function HomeworkPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const gid = idParam(params.get('gid'));
  return (
    <section className="card p-4">
      <PageHeader title={t('teacher.nav.homework')}>
        <GroupPicker value={gid} onChange={(next) => setParams(next ? { gid: String(next) } : {})} />
      </PageHeader>
      {gid ? (
        <GroupHomeworkList key={gid} gid={gid} />
      ) : (
        <p className="py-6 text-center text-slate-500">{t('teacher.homework.pickGroup')}</p>
      )}
    </section>
  );
}
