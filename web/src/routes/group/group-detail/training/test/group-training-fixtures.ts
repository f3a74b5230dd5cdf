/** Group trainings as the server sends them, for the group training screens' tests. */
import type { AdminTrainingView, TrainingProblemView, TrainingView } from '@verdict/common';

export const aTraining = (overrides: Partial<TrainingView> = {}): TrainingView => ({
  id: 5,
  title: 'Week 1: loops',
  description: 'Warm up.',
  author: 'owen',
  auth: 'Public',
  rank: 1000,
  status: true,
  isVip: false,
  gid: 7,
  categoryId: 3,
  categoryName: 'Basics',
  categoryColor: '#1d4ed8',
  acCount: 1,
  problemCount: 3,
  gmtCreate: '2026-11-22T08:00:00Z',
  gmtModified: '2026-11-22T08:00:00Z',
  ...overrides,
});

export const anAdminTraining = (overrides: Partial<AdminTrainingView> = {}): AdminTrainingView => {
  const {
    acCount: _ac,
    problemCount: _count,
    categoryName: _name,
    categoryColor: _color,
    ...rest
  } = aTraining();
  return { ...rest, uid: 'u-owen', privatePwd: null, ...overrides };
};

export const aTrainingProblem = (
  problemId: string,
  overrides: Partial<TrainingProblemView> = {},
): TrainingProblemView => ({
  pid: [...problemId].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 0) % 100_000,
  problemId,
  displayId: problemId,
  title: `Problem ${problemId}`,
  rank: 1,
  author: 'owen',
  difficulty: 0,
  type: 0,
  tags: [],
  ac: 0,
  total: 0,
  myStatus: -10,
  isVip: false,
  source: null,
  gid: null,
  ...overrides,
});
