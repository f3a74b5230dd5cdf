/** A group's trainings and homework (see docs/api.md, Group trainings, homework and the group rank). */
import useSWR, { mutate } from 'swr';
import type {
  AdminTrainingFormView,
  AdminTrainingProblemList,
  AdminTrainingView,
  HomeworkRankRow,
  Page,
  TrainingView,
} from '@verdict/common';
import { api, type Query } from '@/lib/api-client';
import { matchPath, type SwrKey } from '@/lib/swr-keys';
import { trainingKeys, type AdminTrainingForm } from './training';

export const GROUP_TRAINING_PAGE_SIZE = 15;
export const GROUP_ADMIN_TRAINING_PAGE_SIZE = 10;
export const GROUP_TRAINING_PROBLEM_PAGE_SIZE = 10;
export const HOMEWORK_PAGE_SIZE = 15;
export const HOMEWORK_RANK_PAGE_SIZE = 30;

const LIST = '/api/group/get-training-list';
const ADMIN_LIST = '/api/group/get-admin-training-list';
const FORM = '/api/group/training';
const PROBLEMS = '/api/group/get-training-problem-list';
const HOMEWORK = '/api/group/get-homework-list';
const HOMEWORK_RANK = '/api/group/get-homework-rank';

export const groupTrainingKeys = {
  list: (query: Query): SwrKey => [LIST, query],
  adminList: (query: Query): SwrKey => [ADMIN_LIST, query],
  form: (tid: number): SwrKey => [FORM, { tid }],
  problems: (query: Query): SwrKey => [PROBLEMS, query],
  homework: (query: Query): SwrKey => [HOMEWORK, query],
  homeworkRank: (query: Query): SwrKey => [HOMEWORK_RANK, query],
};

/** The group's visible trainings with the viewer's progress (members). */
export function useGroupTrainingList(query: Query) {
  return useSWR<Page<TrainingView>>(groupTrainingKeys.list(query), { keepPreviousData: true });
}

/** Every training of the group, hidden ones too (group admins). */
export function useGroupAdminTrainingList(query: Query | null) {
  return useSWR<Page<AdminTrainingView>>(query ? groupTrainingKeys.adminList(query) : null, {
    keepPreviousData: true,
  });
}

export function useGroupTrainingForm(tid: number | null) {
  return useSWR<AdminTrainingFormView>(tid ? groupTrainingKeys.form(tid) : null, {
    revalidateOnFocus: false,
  });
}

const reloadLists = () =>
  Promise.all([mutate(matchPath(LIST)), mutate(matchPath(ADMIN_LIST)), mutate(matchPath(HOMEWORK))]);

/** Creates or updates a group training (HOJ TrainingDTO with the group's id); the caller shows the server's message. */
export async function saveGroupTraining(
  gid: number,
  form: AdminTrainingForm,
  categoryId: number,
): Promise<void> {
  const body = {
    training: { ...form, gid, privatePwd: form.auth === 'Private' ? form.privatePwd : null },
    trainingCategory: { id: categoryId },
  };
  if (form.id) {
    await api.put<null>(FORM, body, { silent: true });
    await Promise.all([mutate(groupTrainingKeys.form(form.id)), mutate(trainingKeys.detail(form.id))]);
  } else {
    await api.post<AdminTrainingView>(FORM, body, { silent: true });
  }
  await reloadLists();
}

export async function changeGroupTrainingStatus(tid: number, status: boolean): Promise<void> {
  await api.put<null>('/api/group/change-training-status', undefined, { query: { tid, status } });
  await reloadLists();
}

export async function deleteGroupTraining(tid: number): Promise<void> {
  await api.delete<null>(FORM, { tid });
  await reloadLists();
}

/** `queryExisted`: the training's own problems; otherwise the public problems it does not hold. */
export function useGroupTrainingProblems(query: Query | null) {
  return useSWR<AdminTrainingProblemList>(query ? groupTrainingKeys.problems(query) : null, {
    keepPreviousData: true,
  });
}

const reloadProblems = (tid: number) =>
  Promise.all([
    mutate(matchPath(PROBLEMS)),
    mutate(trainingKeys.problems(tid)),
    mutate(trainingKeys.detail(tid)),
    reloadLists(),
  ]);

export async function addGroupTrainingProblemFromPublic(tid: number, pid: number): Promise<void> {
  // The caller shows a refusal itself.
  await api.post<null>(
    '/api/group/add-training-problem-from-public',
    { tid, pid, displayId: '' },
    { silent: true },
  );
  await reloadProblems(tid);
}

/** Adds one of the group's own problems by its problem id; the caller shows the server's message. */
export async function addGroupTrainingProblemFromGroup(tid: number, problemId: string): Promise<void> {
  await api.post<null>('/api/group/add-training-problem-from-group', undefined, {
    query: { tid, problemId },
    silent: true,
  });
  await reloadProblems(tid);
}

export async function updateGroupTrainingProblem(link: {
  tid: number;
  pid: number;
  displayId: string;
  rank: number;
}): Promise<void> {
  await api.put<null>('/api/group/training-problem', link);
  await reloadProblems(link.tid);
}

export async function removeGroupTrainingProblem(tid: number, pid: number): Promise<void> {
  await api.delete<null>('/api/group/training-problem', { tid, pid });
  await reloadProblems(tid);
}

/** The group's homework (its trainings) with the viewer's progress in each. */
export function useHomeworkList(query: Query) {
  return useSWR<Page<TrainingView>>(groupTrainingKeys.homework(query), { keepPreviousData: true });
}

/** Every member's progress in one homework (group admins). */
export function useHomeworkRank(query: Query | null) {
  return useSWR<Page<HomeworkRankRow>>(query ? groupTrainingKeys.homeworkRank(query) : null, {
    keepPreviousData: true,
  });
}
