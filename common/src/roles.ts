/** Roles by numeric code. */
export const Role = {
  ROOT: 1000,
  ADMIN: 1001,
  DEFAULT_USER: 1002,
  NO_SUBMIT: 1003,
  NO_DISCUSS: 1004,
  MUTED: 1005,
  NO_SUBMIT_NO_DISCUSS: 1006,
  NO_SUBMIT_MUTED: 1007,
  PROBLEM_ADMIN: 1008,
  TEACHER: 1009,
} as const;

export type RoleId = (typeof Role)[keyof typeof Role];

/** HOJ role names; the wire format of `roleList`. */
export const ROLE_NAMES: Record<RoleId, string> = {
  1000: 'root',
  1001: 'admin',
  1002: 'default_user',
  1003: 'no_subimit_user',
  1004: 'no_discuss_user',
  1005: 'mute_user',
  1006: 'no_submit_no_discuss_user',
  1007: 'no_submit_mute_user',
  1008: 'problem_admin',
  1009: 'teacher',
};

export const Permission = {
  PROBLEM_ADMIN: 'problem_admin',
  SUBMIT: 'submit',
  CONTEST_ADMIN: 'contest_admin',
  REJUDGE: 'rejudge',
  ANNOUNCEMENT_ADMIN: 'announcement_admin',
  USER_ADMIN: 'user_admin',
  SYSTEM_INFO_ADMIN: 'system_info_admin',
  DISCUSSION_ADD: 'discussion_add',
  DISCUSSION_DEL: 'discussion_del',
  DISCUSSION_EDIT: 'discussion_edit',
  COMMENT_ADD: 'comment_add',
  REPLY_ADD: 'reply_add',
  GROUP_ADD: 'group_add',
  GROUP_DEL: 'group_del',
} as const;

export type PermissionName = (typeof Permission)[keyof typeof Permission];

const P = Permission;
const ALL_PERMISSIONS = Object.values(Permission);
const ADMIN_PERMISSIONS: PermissionName[] = [
  P.PROBLEM_ADMIN,
  P.SUBMIT,
  P.CONTEST_ADMIN,
  P.DISCUSSION_ADD,
  P.DISCUSSION_DEL,
  P.DISCUSSION_EDIT,
  P.COMMENT_ADD,
  P.REPLY_ADD,
  P.GROUP_ADD,
  P.GROUP_DEL,
];

const DEFAULT_USER_PERMISSIONS: PermissionName[] = [
  P.SUBMIT,
  P.DISCUSSION_ADD,
  P.DISCUSSION_DEL,
  P.DISCUSSION_EDIT,
  P.COMMENT_ADD,
  P.REPLY_ADD,
  P.GROUP_ADD,
  P.GROUP_DEL,
];

/** Permissions of each role: HOJ's seed for 1000–1008; a teacher has a default user's plus contest admin. */
export const ROLE_PERMISSIONS: Record<RoleId, readonly PermissionName[]> = {
  1000: ALL_PERMISSIONS,
  1001: ADMIN_PERMISSIONS,
  1002: DEFAULT_USER_PERMISSIONS,
  1003: [P.DISCUSSION_ADD, P.DISCUSSION_DEL, P.DISCUSSION_EDIT, P.COMMENT_ADD, P.REPLY_ADD],
  1004: [P.SUBMIT, P.DISCUSSION_DEL, P.DISCUSSION_EDIT, P.COMMENT_ADD, P.REPLY_ADD],
  1005: [P.SUBMIT, P.DISCUSSION_DEL, P.DISCUSSION_EDIT],
  1006: [P.DISCUSSION_DEL, P.DISCUSSION_EDIT, P.COMMENT_ADD, P.REPLY_ADD],
  1007: [P.DISCUSSION_DEL, P.DISCUSSION_EDIT],
  1008: ADMIN_PERMISSIONS,
  1009: [...DEFAULT_USER_PERMISSIONS, P.CONTEST_ADMIN],
};

export function isRoleId(value: number): value is RoleId {
  return Object.prototype.hasOwnProperty.call(ROLE_NAMES, value);
}

/** Admin-role = admin, problem admin or super admin. */
export function isAdminRole(role: number): boolean {
  return role === Role.ROOT || role === Role.ADMIN || role === Role.PROBLEM_ADMIN;
}

export function hasPermission(role: number, permission: PermissionName): boolean {
  return isRoleId(role) && ROLE_PERMISSIONS[role].includes(permission);
}
