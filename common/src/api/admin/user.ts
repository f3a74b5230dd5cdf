/** Back-office user shapes (HOJ admin AdminUserController). `TTime` as in `./index`. */

/** A user as the back office lists and edits them (HOJ UserRolesVO, without the password). */
export interface AdminUserView<TTime = string> {
  uid: string;
  username: string;
  nickname: string | null;
  realname: string | null;
  email: string | null;
  school: string | null;
  gender: string;
  titleName: string | null;
  titleColor: string | null;
  isVip: boolean;
  role: number;
  roleList: string[];
  /** The role as HOJ's user list reads it (`roles[0].id`): the one role a user has. */
  roles: { id: number; role: string }[];
  status: number;
  recentLoginTime: TTime | null;
  gmtCreate: TTime;
}

/**
 * `POST /api/admin/user/delete-user-preview`: the accounts that go; what they made stays, under
 * their old names, and is counted here.
 */
export interface UserDeletionSummary {
  users: { uid: string; username: string }[];
  kept: { submissions: number; comments: number; contests: number; problems: number; announcements: number };
}

/** What is wrong with an import row, as a stable code the client words in its own language. */
export type ImportRowProblemCode =
  | 'tooManyColumns'
  | 'usernameTooLong'
  | 'usernameInvalid'
  | 'passwordLength'
  | 'emailInvalid'
  | 'genderInvalid'
  | 'realnameTooLong'
  | 'nicknameTooLong'
  | 'schoolTooLong'
  | 'usernameRepeated'
  | 'emailRepeated'
  | 'usernameTaken'
  | 'emailTaken';

export interface ImportRowProblem {
  line: number;
  code: ImportRowProblemCode;
  /** The value concerned (a repeated or taken username or email). */
  value?: string;
  /** Where a repeated value was first seen. */
  firstLine?: number;
}

/** `POST /api/admin/user/check-batch-user`: every problem found, and the lines skipped as empty. */
export interface ImportCheck {
  count: number;
  skipped: number[];
  errors: ImportRowProblem[];
}

/** `POST /api/admin/user/generate-user`: the spreadsheet's download key. */
export interface GeneratedUsers {
  key: string;
  count: number;
  /** Seconds the spreadsheet can still be downloaded. */
  expiresIn: number;
}
