import { ProblemAuth, Role } from '@verdict/common';
import type { ClassPlacement } from './class-roster';
import { managesProblem, STAFF_MESSAGES, SubmissionDeletionRule, teachesIn } from './staff-powers';
import type { Viewer } from './viewer';

const viewer = (role: number, username = 'someone'): Viewer => ({
  uid: username,
  role,
  isVip: false,
  username,
});
const teacher = viewer(Role.TEACHER);
const GROUP = 7;
const OTHER_GROUP = 8;
const place = (studentAuth: number, teacherAuth = 4, gid = GROUP): ClassPlacement => ({
  gid,
  teacherAuth,
  studentAuth,
});

describe('staff powers', () => {
  it.each([
    ['a member of their class', [place(3)], GROUP, true],
    ['an admin of the group, as the teacher is', [place(4)], GROUP, true],
    ['a group root, ranked above the teacher', [place(5)], GROUP, false],
    ['a student of their class in another group', [place(3, 4, OTHER_GROUP)], GROUP, false],
    ['someone in none of their classes', [], GROUP, false],
  ] as const)('a teacher teaches %s: %s', (_name, placements, gid, expected) => {
    expect(teachesIn([...placements], gid)).toBe(expected);
  });

  const practice = { cid: 0, gid: null };
  const homework = { cid: 0, gid: GROUP };
  const otherGroup = { cid: 0, gid: OTHER_GROUP };
  const contest = { cid: 3, gid: null };
  const groupContest = { cid: 3, gid: GROUP };
  const { notYourStudent, contestSubmission } = STAFF_MESSAGES;

  it.each([
    ['root', viewer(Role.ROOT), [], [null, null, null, null, null]],
    ['an admin', viewer(Role.ADMIN), [], [null, null, null, null, null]],
    [
      "a teacher, of their class's student",
      teacher,
      [place(3)],
      [null, null, notYourStudent, contestSubmission, contestSubmission],
    ],
    [
      'a teacher, of a group root in their class',
      teacher,
      [place(5)],
      [notYourStudent, notYourStudent, notYourStudent, contestSubmission, contestSubmission],
    ],
    [
      'a teacher, of someone in none of their classes',
      teacher,
      [],
      [notYourStudent, notYourStudent, notYourStudent, contestSubmission, contestSubmission],
    ],
    [
      'a problem admin',
      viewer(Role.PROBLEM_ADMIN),
      [],
      [notYourStudent, notYourStudent, notYourStudent, contestSubmission, contestSubmission],
    ],
  ] as const)(
    'deleting submissions: %s (practice, homework, another group, contest, group contest)',
    (_name, who, placements, expected) => {
      const rule = SubmissionDeletionRule.of(who, [...placements]);
      const rows = [practice, homework, otherGroup, contest, groupContest];
      expect(rows.map((row) => rule.refusal(row))).toEqual(expected);
      expect(rule.coversUser()).toBe(expected[0] === null);
    },
  );

  const contestOnly = { auth: ProblemAuth.CONTEST, author: 'adam' };
  const publicOne = { auth: ProblemAuth.PUBLIC, author: 'adam' };
  const privateOne = { auth: ProblemAuth.PRIVATE, author: 'adam' };

  it.each([
    ['root', viewer(Role.ROOT), [true, true, true]],
    ['an admin', viewer(Role.ADMIN), [true, true, true]],
    ['the author, a problem admin', viewer(Role.PROBLEM_ADMIN, 'adam'), [true, true, true]],
    ['another problem admin', viewer(Role.PROBLEM_ADMIN), [false, true, true]],
    ['a teacher', teacher, [false, false, false]],
  ] as const)('%s manages a contest-only, a public and a private problem: %s', (_name, who, expected) => {
    expect([contestOnly, publicOne, privateOne].map((problem) => managesProblem(who, problem))).toEqual(
      expected,
    );
  });
});
