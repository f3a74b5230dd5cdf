import { MESSAGES } from '../auth/auth.dto';
import { MAX_COLUMNS, type RowProblemCode } from './import-rows';

/**
 * The message of each rule one import row can break, as the back office's import report words it;
 * a user added by hand is refused with the message of the first.
 */
export const ROW_PROBLEM_MESSAGES: Record<RowProblemCode, string> = {
  tooManyColumns: `At most ${MAX_COLUMNS} columns are allowed`,
  usernameTooLong: MESSAGES.usernameTooLong,
  usernameInvalid: MESSAGES.usernameInvalid,
  passwordLength: MESSAGES.passwordLength,
  emailInvalid: MESSAGES.emailInvalid,
  genderInvalid: 'Gender must be male, female or secrecy',
  realnameTooLong: 'Real name can not exceed 50 characters',
  nicknameTooLong: 'Nickname can not exceed 20 characters',
  schoolTooLong: 'School can not exceed 100 characters',
};
