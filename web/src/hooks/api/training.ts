/** Trainings, public and admin (see docs/api.md, Trainings). */
import useSWR, { mutate } from 'swr';
import type {
  AdminTrainingFormView,
  AdminTrainingProblemList,
  AdminTrainingView,
  Page,
  TrainingAuthName,
  TrainingProblemView,
  TrainingRankView,
  TrainingView,
} from '@verdict/common';
import { api, type Query } from '@/lib/api-client';
import { matchPath, type SwrKey } from '@/lib/swr-keys';

export const TRAINING_LIST_PAGE_SIZE = 15;
export const TRAINING_RANK_PAGE_SIZE = 30;
export const ADMIN_TRAINING_PAGE_SIZE = 10;

const LIST = '/api/get-training-list';
const ADMIN_LIST = '/api/admin/training/get-training-list';
const ADMIN_PROBLEMS = '/api/admin/training/get-problem-list';

export const trainingKeys = {
  list: (query: Query): SwrKey => [LIST, query],
  detail: (tid: number): SwrKey => ['/api/get-training-detail', { tid }],
  access: (tid: number): SwrKey => ['/api/get-training-access', { tid }],
  problems: (tid: number): SwrKey => ['/api/get-training-problem-list', { tid }],
  rank: (query: Query): SwrKey => ['/api/get-training-rank', query],
  adminList: (query: Query): SwrKey => [ADMIN_LIST, query],
  admin: (tid: number): SwrKey => ['/api/admin/training', { tid }],
  adminProblems: (query: Query): SwrKey => [ADMIN_PROBLEMS, query],
};

export function useTrainingList(query: Query) {
  return useSWR<Page<TrainingView>>(trainingKeys.list(query), { keepPreviousData: true });
}

export function useTrainingDetail(tid: number) {
  return useSWR<TrainingView>(trainingKeys.detail(tid));
}

export function useTrainingAccess(tid: number) {
  return useSWR<{ access: boolean }>(trainingKeys.access(tid));
}

/** Null while the viewer may not enter the training. */
export function useTrainingProblems(tid: number, enabled = true) {
  return useSWR<TrainingProblemView[]>(enabled ? trainingKeys.problems(tid) : null);
}

export function useTrainingRank(query: Query | null) {
  return useSWR<Page<TrainingRankView>>(query ? trainingKeys.rank(query) : null, { keepPreviousData: true });
}

/** Registers for a private training; the server's message (wrong password…) is shown inline. */
export async function registerTraining(tid: number, password: string): Promise<void> {
  await api.post<null>('/api/register-training', { tid, password }, { silent: true });
  await Promise.all([mutate(trainingKeys.access(tid)), mutate(trainingKeys.detail(tid))]);
}

export function useAdminTrainingList(query: Query) {
  return useSWR<Page<AdminTrainingView>>(trainingKeys.adminList(query), { keepPreviousData: true });
}

export function useAdminTraining(tid: number | null) {
  return useSWR<AdminTrainingFormView>(tid ? trainingKeys.admin(tid) : null, { revalidateOnFocus: false });
}

export interface AdminTrainingForm {
  id?: number;
  rank: number;
  title: string;
  description: string;
  auth: TrainingAuthName;
  privatePwd: string;
  status: boolean;
  isVip: boolean;
}

/** Creates or updates a training (HOJ TrainingDTO); the caller shows the server's message. */
export async function saveTraining(form: AdminTrainingForm, categoryId: number): Promise<void> {
  const body = {
    training: { ...form, privatePwd: form.auth === 'Private' ? form.privatePwd : null },
    trainingCategory: { id: categoryId },
  };
  if (form.id) await api.put<null>('/api/admin/training', body, { silent: true });
  else await api.post<AdminTrainingView>('/api/admin/training', body, { silent: true });
  await Promise.all([mutate(matchPath(ADMIN_LIST)), mutate(matchPath(LIST))]);
}

export async function changeTrainingStatus(tid: number, status: boolean): Promise<void> {
  await api.put<null>('/api/admin/training/change-training-status', undefined, {
    query: { tid, status },
  });
  await mutate(matchPath(LIST));
}

export async function deleteTraining(tid: number): Promise<void> {
  await api.delete<null>('/api/admin/training', { tid });
  await mutate(matchPath(LIST));
}

/** `queryExisted`: the training's own problems; otherwise the public problems it does not hold. */
export function useAdminTrainingProblems(query: Query | null) {
  return useSWR<AdminTrainingProblemList>(query ? trainingKeys.adminProblems(query) : null, {
    keepPreviousData: true,
  });
}

const reloadAdminProblems = (tid: number) =>
  Promise.all([mutate(matchPath(ADMIN_PROBLEMS)), mutate(trainingKeys.problems(tid))]);

export async function addTrainingProblem(tid: number, pid: number, displayId: string): Promise<void> {
  // The caller shows a refusal itself.
  await api.post<null>(
    '/api/admin/training/add-problem-from-public',
    { tid, pid, displayId },
    { silent: true },
  );
  await reloadAdminProblems(tid);
}

export async function updateTrainingProblem(link: {
  tid: number;
  pid: number;
  displayId: string;
  rank: number;
}): Promise<void> {
  await api.put<null>('/api/admin/training/problem', link);
  await reloadAdminProblems(link.tid);
}

export async function removeTrainingProblem(tid: number, pid: number): Promise<void> {
  await api.delete<null>('/api/admin/training/problem', { tid, pid });
  await reloadAdminProblems(tid);
}
