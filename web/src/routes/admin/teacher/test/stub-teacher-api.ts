/** The teacher screens' tests: the fake server, and a class and a submission to answer with. */
import type { ClassView } from '@verdict/common';
import type { Submission } from '@/types/submission';

export { callsTo, page, stubApi as stubTeacherApi, type Call, type Handler } from '@/test/stub-api';

export const aClass = (overrides: Partial<ClassView> = {}): ClassView => ({
  id: 3,
  gid: 7,
  groupName: 'Algorithms Club',
  name: 'Class One',
  school: 'No. 1 High School',
  state: 'normal',
  studentCount: 2,
  author: 'tess',
  gmtCreate: '2026-11-20T08:00:00Z',
  ...overrides,
});

export const aSubmission = (submitId: number, overrides: Partial<Submission> = {}): Submission => ({
  submitId,
  uid: 'u-ann',
  username: 'ann',
  pid: 12,
  displayPid: 'G-1',
  title: 'Two sums',
  cid: 0,
  gid: 7,
  status: 0,
  score: null,
  oiRankScore: null,
  time: 15,
  memory: 1024,
  length: 200,
  language: 'C++',
  judger: null,
  isManual: false,
  share: false,
  submitTime: '2026-11-25T08:00:00Z',
  ...overrides,
});
