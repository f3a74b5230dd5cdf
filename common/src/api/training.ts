/**
 * Training shapes on the wire: trainings, their problem rows and rank records (HOJ TrainingVO,
 * TrainingProblemVO, TrainingRankVO, TrainingDTO), written by the server and read
 * by the web. `TTime` as in `./submission`.
 */
import type { TagView } from './problem';

export type TrainingAuthName = 'Public' | 'Private';

/** A training as the list and the training page show it. */
export interface TrainingView<TTime = string> {
  id: number;
  title: string;
  /** Null while a private training is not entered yet. */
  description: string | null;
  author: string;
  auth: TrainingAuthName;
  rank: number;
  status: boolean;
  isVip: boolean;
  gid: number | null;
  categoryId: number | null;
  categoryName: string | null;
  categoryColor: string | null;
  acCount: number;
  problemCount: number;
  gmtCreate: TTime;
  gmtModified: TTime;
}

/** The admin's view of a training row (HOJ Training), password included. */
export interface AdminTrainingView<TTime = string> extends Omit<
  TrainingView<TTime>,
  'acCount' | 'problemCount' | 'categoryName' | 'categoryColor'
> {
  uid: string;
  privatePwd: string | null;
}

export interface TrainingCategoryRef {
  id: number;
  name: string;
  color: string;
}

/** HOJ TrainingDTO as the admin form reads it back. */
export interface AdminTrainingFormView<TTime = string> {
  training: AdminTrainingView<TTime>;
  trainingCategory: TrainingCategoryRef | null;
}

/** A problem row of a training. */
export interface TrainingProblemView<TTime = string> {
  pid: number;
  problemId: string;
  displayId: string;
  title: string;
  rank: number;
  author: string;
  difficulty: number;
  type: number;
  tags: TagView<TTime>[];
  ac: number;
  total: number;
  /** The viewer's status on it: -10 never submitted. */
  myStatus: number;
  isVip: boolean;
  source: string | null;
  gid: number | null;
}

/** One cell of the rank: the user's result on a problem. */
export interface TrainingRankCell {
  status: number;
  score: number | null;
  runTime: number | null;
}

/** HOJ TrainingRankVO. */
export interface TrainingRankView {
  rank: number;
  uid: string;
  username: string;
  nickname: string | null;
  avatar: string | null;
  gender: string;
  school: string | null;
  /** Training admins only. */
  realname: string | null;
  ac: number;
  totalRunTime: number;
  /** Keyed by the problem's display id in the training. */
  submissionInfo: Record<string, TrainingRankCell>;
}

/** A public problem as the admin's training problem page lists it. */
export interface AdminTrainingProblemRow {
  id: number;
  problemId: string;
  title: string;
  author: string;
  type: number;
  difficulty: number;
  auth: number;
  isVip: boolean;
}

/** The link of a problem to a training: its display id and order. */
export interface TrainingProblemLink {
  id: number;
  tid: number;
  pid: number;
  displayId: string;
  rank: number;
}

/** HOJ's HashMap answer: a page of problems and, per problem of the training, its training row. */
export interface AdminTrainingProblemList {
  problemList: { records: AdminTrainingProblemRow[]; total: number; current?: number; size?: number };
  trainingProblemMap: Record<number, TrainingProblemLink>;
}
