import { Role } from '@verdict/common';

/** Who works in the teaching sections of the back office (the server checks the same roles). */
export const TEACHING_ROLES: number[] = [Role.ROOT, Role.ADMIN, Role.TEACHER];

/** The back office's teaching sections, in menu order; each label key has a `…Hint` beside it. */
export const TEACHER_SECTIONS: { to: string; key: string }[] = [
  { to: '/admin/class', key: 'teacher.nav.classes' },
  { to: '/admin/homework', key: 'teacher.nav.homework' },
  { to: '/admin/student', key: 'teacher.nav.students' },
  { to: '/admin/rank', key: 'teacher.nav.rank' },
];
