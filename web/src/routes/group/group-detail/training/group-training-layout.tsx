import { useParams } from 'react-router-dom';
import { TrainingShell } from '@/routes/training/training-detail/training-layout';
import { useGroup } from '../group-context';
import { groupTrainingPath } from './group-training-paths';
import '@/i18n/areas/training';

/** One group training inside its group: the site training's header, with tabs Problems and Rank. */
export default function GroupTrainingLayout() {
  const { group } = useGroup();
  const tid = Number(useParams().trainingID);
  return (
    <TrainingShell key={tid} tid={tid} basePath={groupTrainingPath(group.id, tid)} withOverview={false} />
  );
}
