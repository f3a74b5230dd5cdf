import { useSearchParams } from 'react-router-dom';
import { useGroup } from '../group-context';
import { GroupTrainingAdminTable } from './components/group-training-admin-table';
import { GroupTrainingFormSection } from './components/group-training-form-section';
import { GroupTrainingList } from './components/group-training-list';
import { GroupTrainingProblemsSection } from './components/group-training-problems-section';
import '@/i18n/areas/group-training';

const tidOf = (value: string | null) => {
  const tid = Number(value);
  return Number.isInteger(tid) && tid > 0 ? tid : null;
};

/**
 * The group's trainings for members; group admins also manage them. The form and the problems
 * page open inside the tab (`?create=1`, `?edit=<tid>`, `?problems=<tid>`) so the group's header stays.
 */
export default function GroupTrainingTab() {
  const { group, isAdmin } = useGroup();
  const [params, setParams] = useSearchParams();
  const show = (key: 'create' | 'edit' | 'problems' | null, value = '1') =>
    setParams(key ? { [key]: value } : {});
  const editing = tidOf(params.get('edit'));
  const problems = tidOf(params.get('problems'));
  if (isAdmin && params.get('create')) {
    return <GroupTrainingFormSection gid={group.id} tid={null} onDone={() => show(null)} />;
  }
  if (isAdmin && editing) {
    return <GroupTrainingFormSection gid={group.id} tid={editing} onDone={() => show(null)} />;
  }
  if (isAdmin && problems) {
    return <GroupTrainingProblemsSection gid={group.id} tid={problems} onBack={() => show(null)} />;
  }
  return (
    <div className="space-y-3">
      <GroupTrainingList gid={group.id} />
      {isAdmin ? (
        <GroupTrainingAdminTable
          onCreate={() => show('create')}
          onEdit={(tid) => show('edit', String(tid))}
          onProblems={(tid) => show('problems', String(tid))}
        />
      ) : null}
    </div>
  );
}
