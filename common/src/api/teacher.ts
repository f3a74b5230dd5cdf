/**
 * The teacher's back office on the wire (the admin `class/*`, `homework*`, `student` and `rank`
 * screens; a class has a name, student count, state and school). A class is a roster of students inside a
 * group: adding a student makes them a member of the group, and the group's homework (its trainings)
 * is what the class works on. `TTime` as in `./submission`.
 */
import type { TrainingRankCell } from './training';

export type ClassState = 'normal' | 'finished';

/** A class as the class list shows it. */
export interface ClassView<TTime = string> {
  id: number;
  gid: number;
  groupName: string;
  name: string;
  school: string;
  state: ClassState;
  studentCount: number;
  /** The teacher who created it. */
  author: string;
  gmtCreate: TTime;
}

/** POST /api/admin/class (create) and PUT /api/admin/class (edit: `id` set, `gid` ignored). */
export interface ClassInput {
  id?: number;
  gid: number;
  name: string;
  school?: string;
}

/** A group a teacher may open classes in (a group they administer, 4 or 5). */
export interface ClassGroupOption {
  id: number;
  name: string;
  shortName: string;
}

/** One student of a class, with their progress over the group's homework. */
export interface ClassStudentView<TTime = string> {
  uid: string;
  username: string;
  realname: string | null;
  nickname: string | null;
  /** Homework problems of the group the student has solved, over all of them. */
  ac: number;
  problemCount: number;
  joinTime: TTime;
}

/** A row of the class rank: students by homework problems solved. */
export interface ClassRankRow<TTime = string> extends ClassStudentView<TTime> {
  rank: number;
}

/** A student of any of the viewer's classes (the student screen). */
export interface TeacherStudentRow<TTime = string> extends ClassStudentView<TTime> {
  classId: number;
  className: string;
}

/** One homework of the class's group with one student's progress in it (the person-rank screen). */
export interface PersonHomeworkRow {
  tid: number;
  title: string;
  ac: number;
  problemCount: number;
}

/** POST /api/admin/class/students: usernames, one per line in the form. */
export interface ClassStudentsInput {
  id: number;
  usernames: string[];
}

/** What adding students in bulk did, name by name. */
export interface ClassStudentsResult {
  added: string[];
  /** Already in the class. */
  already: string[];
  /** No such user. */
  unknown: string[];
}

/** One problem of a homework with how the class did on it (the homework-problem screen). */
export interface HomeworkProblemStat {
  pid: number;
  displayId: string;
  title: string;
  /** Students who solved it, tried without solving, and never submitted. */
  solved: number;
  tried: number;
  untried: number;
  /** Per student: "ac", "tried" or absent (never submitted), keyed by uid. */
  statusByUid: Record<string, 'ac' | 'tried'>;
}

/** The homework-problem screen: the homework's problems and the students they are counted over. */
export interface HomeworkProblemsView {
  tid: number;
  title: string;
  students: { uid: string; username: string; realname: string | null }[];
  problems: HomeworkProblemStat[];
}

/** How many submissions clearing a student's records removed. */
export interface ClearedRecords {
  deleted: number;
}

/** A student's row of a homework's rank (`GET /api/group/get-homework-rank`), for group admins. */
export interface HomeworkRankRow {
  rank: number;
  uid: string;
  username: string;
  nickname: string | null;
  realname: string | null;
  avatar: string | null;
  ac: number;
  problemCount: number;
  /** Keyed by the problem's display id in the homework; problems never submitted are absent. */
  submissionInfo: Record<string, TrainingRankCell>;
}
