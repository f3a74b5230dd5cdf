import type { Viewer } from './viewer';

/** A group where a user is a student of a class the teacher manages, with both member roles there. */
export interface ClassPlacement {
  gid: number;
  /** The teacher's member auth in the group (4 admin, 5 root). */
  teacherAuth: number;
  /** The student's member auth in the group; 0 when they are no longer a member. */
  studentAuth: number;
}

/**
 * Who is whose student: the teacher module answers (it owns the classes), the access service asks
 * when a teacher acts on someone's records.
 */
export interface ClassRoster {
  placementsOf(teacher: Pick<Viewer, 'uid'>, studentUid: string): Promise<ClassPlacement[]>;
  /** The students of a class of the group; null when the group has no such class. */
  studentsOf(gid: number, classId: number): Promise<string[] | null>;
}

/** Until the teacher module plugs in its roster, nobody is anyone's student. */
export const NO_CLASSES: ClassRoster = {
  placementsOf: () => Promise.resolve([]),
  studentsOf: () => Promise.resolve(null),
};
