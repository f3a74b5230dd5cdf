/** Form limits of a class. */
export const CLASS_LIMITS = {
  nameMax: 100,
  schoolMax: 100,
  studentsMax: 500,
  usernameMax: 100,
  pageSize: 15,
} as const;

/** What the teacher routes answer when they refuse. */
export const TEACHER_MESSAGES = {
  classNotFound: 'The class does not exist',
  notClassAdmin: 'Only the admins of the class group can manage this class',
  idRequired: 'id is required',
  gidRequired: 'gid is required',
  tidRequired: 'tid is required',
  pidRequired: 'pid is required',
  uidRequired: 'uid is required',
  nameRequired: 'The class name can not be empty',
  nameTooLong: 'The class name can not exceed 100 characters',
  schoolTooLong: 'The school can not exceed 100 characters',
  studentsRequired: 'Select at least one student',
  tooManyStudents: 'At most 500 students can be added at once',
  usernameInvalid: 'Each username must be text of at most 100 characters',
  finished: 'The class is finished: no more students can be added',
  alreadyFinished: 'The class is already finished',
  studentNotInClass: 'The user is not a student of this class',
  trainingNotFound: 'The homework does not exist',
  trainingNotInGroup: 'The homework does not belong to this group',
  classNotInGroup: 'The class does not belong to this group',
} as const;
