/** The teacher's back office: classes, their students and the group's homework (`/api/admin/class*`). */
import useSWR, { useSWRConfig } from 'swr';
import type {
  ClassGroupOption,
  ClassInput,
  ClassRankRow,
  ClassStudentsInput,
  ClassStudentsResult,
  ClassStudentView,
  ClassView,
  ClearedRecords,
  HomeworkProblemsView,
  HomeworkRankRow,
  Page,
  PersonHomeworkRow,
  TeacherStudentRow,
  TrainingView,
} from '@verdict/common';
import { api, request, type Query } from '@/lib/api-client';
import { matchPath, type SwrKey } from '@/lib/swr-keys';
import type { Submission } from '@/types/submission';
import { groupTrainingKeys, HOMEWORK_RANK_PAGE_SIZE } from './group-training';

// The homework routes are the group's own: the teacher's screens read them through the same keys.
export { HOMEWORK_RANK_PAGE_SIZE };

export const TEACHER_PAGE_SIZE = 15;
/** The homework rank re-reads itself this often, so progress shows without reloading. */
export const HOMEWORK_RANK_REFRESH_MS = 5_000;
/** Pickers (class, group) read one page this long: a teacher has a handful of classes. */
export const PICKER_PAGE_SIZE = 100;

interface PageQuery {
  currentPage: number;
  limit?: number;
  keyword?: string;
}

const paged = (query: PageQuery): Query => ({
  currentPage: query.currentPage,
  limit: query.limit ?? TEACHER_PAGE_SIZE,
  keyword: query.keyword || undefined,
});

export const teacherKeys = {
  groups: (): SwrKey => ['/api/admin/class/groups'],
  classes: (query: PageQuery & { gid?: number }): SwrKey => [
    '/api/admin/class/list',
    { ...paged(query), gid: query.gid },
  ],
  class: (id: number): SwrKey => ['/api/admin/class', { id }],
  students: (id: number, query: PageQuery): SwrKey => ['/api/admin/class/students', { id, ...paged(query) }],
  rank: (id: number, currentPage: number): SwrKey => [
    '/api/admin/class/rank',
    { id, currentPage, limit: TEACHER_PAGE_SIZE },
  ],
  personRank: (id: number, uid: string): SwrKey => ['/api/admin/class/person-rank', { id, uid }],
  allStudents: (query: PageQuery): SwrKey => ['/api/admin/class/all-students', paged(query)],
  submissions: (id: number, uid: string, currentPage: number, pid?: number): SwrKey => [
    '/api/admin/class/student-submissions',
    { id, uid, currentPage, limit: TEACHER_PAGE_SIZE, pid },
  ],
  homeworkList: (gid: number, currentPage: number): SwrKey =>
    groupTrainingKeys.homework({ gid, currentPage, limit: TEACHER_PAGE_SIZE }),
  homeworkRank: (gid: number, tid: number, currentPage: number, classId?: number): SwrKey =>
    groupTrainingKeys.homeworkRank({ gid, tid, currentPage, limit: HOMEWORK_RANK_PAGE_SIZE, classId }),
  homeworkProblems: (gid: number, tid: number, classId?: number): SwrKey => [
    '/api/admin/homework-problem',
    { gid, tid, classId },
  ],
};

const live = { keepPreviousData: true } as const;

export function useClassGroups() {
  return useSWR<ClassGroupOption[]>(teacherKeys.groups(), { revalidateOnFocus: false });
}

export function useClassList(query: PageQuery & { gid?: number }) {
  return useSWR<Page<ClassView>>(teacherKeys.classes(query), live);
}

export function useClass(id: number) {
  return useSWR<ClassView>(id > 0 ? teacherKeys.class(id) : null);
}

export function useClassStudents(id: number, query: PageQuery) {
  return useSWR<Page<ClassStudentView>>(id > 0 ? teacherKeys.students(id, query) : null, live);
}

export function useClassRank(id: number, currentPage: number) {
  return useSWR<Page<ClassRankRow>>(id > 0 ? teacherKeys.rank(id, currentPage) : null, live);
}

export function usePersonRank(id: number, uid: string) {
  return useSWR<PersonHomeworkRow[]>(id > 0 && uid ? teacherKeys.personRank(id, uid) : null);
}

export function useAllStudents(query: PageQuery) {
  return useSWR<Page<TeacherStudentRow>>(teacherKeys.allStudents(query), live);
}

export function useStudentSubmissions(id: number, uid: string, currentPage: number, pid?: number) {
  return useSWR<Page<Submission>>(
    id > 0 && uid ? teacherKeys.submissions(id, uid, currentPage, pid) : null,
    live,
  );
}

export function useHomeworkList(gid: number, currentPage: number) {
  return useSWR<Page<TrainingView>>(gid > 0 ? teacherKeys.homeworkList(gid, currentPage) : null, live);
}

/** Re-read every few seconds while open: the teacher watches the class work. */
export function useHomeworkRank(gid: number, tid: number, currentPage: number, classId?: number) {
  return useSWR<Page<HomeworkRankRow>>(
    gid > 0 && tid > 0 ? teacherKeys.homeworkRank(gid, tid, currentPage, classId) : null,
    { ...live, refreshInterval: HOMEWORK_RANK_REFRESH_MS },
  );
}

export function useHomeworkProblems(gid: number, tid: number, classId?: number) {
  return useSWR<HomeworkProblemsView>(
    gid > 0 && tid > 0 ? teacherKeys.homeworkProblems(gid, tid, classId) : null,
    live,
  );
}

/** Reloads every page of a class's student list, whichever search or page it shows. */
export function useReloadClassStudents() {
  const { mutate } = useSWRConfig();
  return () => void mutate(matchPath(teacherKeys.students(0, { currentPage: 1 })[0]));
}

/** The dialog shows the server's refusal inline, so saving does not toast it. */
export const saveClass = (input: ClassInput) =>
  input.id
    ? api.put<ClassView>('/api/admin/class', input, { silent: true })
    : api.post<ClassView>('/api/admin/class', input, { silent: true });

export const finishClass = (id: number) =>
  request<ClassView>('PUT', '/api/admin/class/finish', { query: { id } });

export const deleteClass = (id: number) => api.delete<null>('/api/admin/class', { id });

/** The form shows the server's refusal (a finished class, no names) inline. */
export const addClassStudents = (input: ClassStudentsInput) =>
  api.post<ClassStudentsResult>('/api/admin/class/students', input, { silent: true });

export const removeClassStudent = (id: number, uid: string) =>
  api.delete<null>('/api/admin/class/student', { id, uid });

export const clearProblemRecords = (gid: number, uid: string, pid: number) =>
  api.delete<ClearedRecords>('/api/admin/class/problem-records', { gid, uid, pid });

export const clearTrainingRecords = (tid: number, uid: string) =>
  api.delete<ClearedRecords>('/api/admin/class/training-records', { tid, uid });
