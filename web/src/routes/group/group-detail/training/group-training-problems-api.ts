import {
  addGroupTrainingProblemFromPublic,
  removeGroupTrainingProblem,
  updateGroupTrainingProblem,
  useGroupTrainingProblems,
} from '@/hooks/api/group-training';
import type { TrainingProblemsApi } from '@/routes/admin/training/training-problems-api';

/** The back office's problems page, pointed at a group's training routes. */
export const groupTrainingProblemsApi: TrainingProblemsApi = {
  useProblems: useGroupTrainingProblems,
  addFromPublic: addGroupTrainingProblemFromPublic,
  update: updateGroupTrainingProblem,
  remove: removeGroupTrainingProblem,
};
