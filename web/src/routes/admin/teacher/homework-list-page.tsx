import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useClassGroups } from '@/hooks/api/teacher';
import { PageHeader } from '../components/page-header';
import { GroupHomeworkList } from './components/group-homework-list';
import { idParam } from './id-param';
import '@/i18n/areas/teacher';

/** /admin/class/homeworkList/:groupID: one group's homework. */
export default function HomeworkListPage() {
  const { t } = useTranslation();
  const gid = idParam(useParams().groupID);
  const group = useClassGroups().data?.find((option) => option.id === gid);
  return (
    <section className="card p-4">
      <PageHeader title={t('teacher.homework.groupTitle', { group: group?.name ?? gid })} />
      <GroupHomeworkList gid={gid} />
    </section>
  );
}
