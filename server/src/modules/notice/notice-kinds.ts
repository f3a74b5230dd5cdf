import type { NoticeType } from '@verdict/common';

/** Who a system notice goes to (HOJ AdminSysNotice `type`): the wire's list. */
export { NOTICE_TYPES, type NoticeType } from '@verdict/common';

/**
 * What a row of `admin_sys_notice` is: a notice an admin wrote, or a `Mine` message the system
 * wrote to one user about their own doings (kept out of the admin's notice list).
 */
export type NoticeKind = NoticeType | 'Mine';

/** The two lists of a user's system messages (HOJ `user_sys_notice.type`). */
export type SystemMessageKind = 'Sys' | 'Mine';
