import { isEmail } from 'class-validator';
import type { ImportRowProblem, ImportRowProblemCode } from '@verdict/common';
import { USERNAME_PATTERN } from '../auth/auth.dto';

/** One user of an import, from a CSV row `username,password[,email,realname,gender,nickname,school]`. */
export interface ImportedUser {
  line: number;
  username: string;
  password: string;
  email: string | null;
  realname: string | null;
  gender: string;
  nickname: string | null;
  school: string | null;
}

export interface ParsedImport {
  users: ImportedUser[];
  /** Lines left out because their username or password is empty. */
  skipped: number[];
  errors: ImportRowProblem[];
}

export const MAX_COLUMNS = 7;
const GENDERS = ['male', 'female', 'secrecy'];
const clean = (cell: string | undefined) => (cell ?? '').trim();
const optional = (cell: string | undefined) => clean(cell) || null;

/** What one row alone can get wrong; repeats and taken names are found across the whole file. */
export type RowProblemCode = Exclude<
  ImportRowProblemCode,
  'usernameRepeated' | 'emailRepeated' | 'usernameTaken' | 'emailTaken'
>;

/** Checks one row alone; file-wide rules (repeats, taken names) come after. */
function rowProblems(cells: string[], user: ImportedUser): RowProblemCode[] {
  const codes: RowProblemCode[] = [];
  if (cells.length > MAX_COLUMNS) codes.push('tooManyColumns');
  if (user.username.length > 20) codes.push('usernameTooLong');
  else if (!USERNAME_PATTERN.test(user.username)) codes.push('usernameInvalid');
  // Passwords keep their spaces, as registration does.
  if (user.password.length < 6 || user.password.length > 20) codes.push('passwordLength');
  if (user.email !== null && !isEmail(user.email)) codes.push('emailInvalid');
  if (!GENDERS.includes(user.gender)) codes.push('genderInvalid');
  if ((user.realname?.length ?? 0) > 50) codes.push('realnameTooLong');
  if ((user.nickname?.length ?? 0) > 20) codes.push('nicknameTooLong');
  if ((user.school?.length ?? 0) > 100) codes.push('schoolTooLong');
  return codes;
}

/** Reports a value seen on an earlier line (usernames and emails ignore letter case, as logins do). */
function repeats(users: ImportedUser[], field: 'username' | 'email'): ImportRowProblem[] {
  const firstLine = new Map<string, number>();
  const problems: ImportRowProblem[] = [];
  for (const user of users) {
    const value = user[field]?.toLowerCase();
    if (!value) continue;
    const seen = firstLine.get(value);
    if (seen === undefined) firstLine.set(value, user.line);
    else problems.push({ line: user.line, code: `${field}Repeated`, value: user[field]!, firstLine: seen });
  }
  return problems;
}

/**
 * One row (`line` from 1) read into a user, with what is wrong in it; null when the row is left
 * out for want of a username or a password.
 */
export function readRow(
  cells: string[],
  line: number,
): { user: ImportedUser; codes: RowProblemCode[] } | null {
  const username = clean(cells[0]);
  const password = cells[1] ?? '';
  if (!username || !password.trim()) return null;
  const user: ImportedUser = {
    line,
    username,
    password,
    email: optional(cells[2]),
    realname: optional(cells[3]),
    gender: clean(cells[4]).toLowerCase() || 'secrecy',
    nickname: optional(cells[5]),
    school: optional(cells[6]),
  };
  return { user, codes: rowProblems(cells, user) };
}

/**
 * Reads the rows of an import (line numbers from 1) and lists every problem. A blank row, or one
 * without a username or a password, is skipped as the spec says, and reported as skipped.
 */
export function parseImportRows(rows: string[][]): ParsedImport {
  const users: ImportedUser[] = [];
  const skipped: number[] = [];
  const errors: ImportRowProblem[] = [];
  rows.forEach((cells, index) => {
    const line = index + 1;
    const row = readRow(cells, line);
    if (!row) {
      if (cells.some((cell) => clean(cell))) skipped.push(line);
      return;
    }
    if (row.codes.length > 0) errors.push(...row.codes.map((code) => ({ line, code })));
    else users.push(row.user);
  });
  errors.push(...repeats(users, 'username'), ...repeats(users, 'email'));
  errors.sort((a, b) => a.line - b.line);
  return { users, skipped, errors };
}
