import type { SWRResponse } from 'swr';
import type { AdminTrainingProblemList } from '@verdict/common';
import {
  addTrainingProblem,
  removeTrainingProblem,
  updateTrainingProblem,
  useAdminTrainingProblems,
} from '@/hooks/api/training';
import type { Query } from '@/lib/api-client';

export interface TrainingProblemLinkChange {
  tid: number;
  pid: number;
  displayId: string;
  rank: number;
}

/**
 * Where a training's problems are managed: the back office for site trainings, the group routes
 * for a group's. The problems page and its picker only talk to this.
 */
export interface TrainingProblemsApi {
  /** `queryExisted`: the training's own problems; otherwise the public problems it does not hold. */
  useProblems: (query: Query | null) => SWRResponse<AdminTrainingProblemList>;
  addFromPublic: (tid: number, pid: number) => Promise<void>;
  update: (link: TrainingProblemLinkChange) => Promise<void>;
  remove: (tid: number, pid: number) => Promise<void>;
}

export const siteTrainingProblemsApi: TrainingProblemsApi = {
  useProblems: useAdminTrainingProblems,
  addFromPublic: (tid, pid) => addTrainingProblem(tid, pid, ''),
  update: updateTrainingProblem,
  remove: removeTrainingProblem,
};
