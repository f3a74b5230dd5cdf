import { useSearchParams } from 'react-router-dom';
import { useGroup } from '../group-context';
import { HomeworkList } from './components/homework-list';
import { HomeworkRank } from './components/homework-rank';
import '@/i18n/areas/group-training';

/**
 * The group's homework with the viewer's progress; group admins open one homework's rank inside
 * the tab (`?rank=<tid>`).
 */
export default function GroupHomeworkTab() {
  const { group, isAdmin } = useGroup();
  const [params, setParams] = useSearchParams();
  const rankTid = Number(params.get('rank'));
  if (isAdmin && Number.isInteger(rankTid) && rankTid > 0) {
    return <HomeworkRank key={rankTid} tid={rankTid} onBack={() => setParams({})} />;
  }
  return <HomeworkList gid={group.id} isAdmin={isAdmin} rankPath={(tid) => `?rank=${tid}`} />;
}
