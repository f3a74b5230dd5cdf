import { Column } from 'typeorm';
import { isRoleId, ROLE_NAMES, type CommentAuthorView } from '@verdict/common';
import type { UserAccount } from '../user/user-account';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/**
 * Who wrote a comment or a reply, as they were when posting: HOJ keeps these on the row so a list
 * reads no user table. Embedded in both entities with the column names of HOJ's tables.
 */
export class CommentAuthorColumns {
  @Column(USER_ID_COLUMN)
  fromUid: string;

  @Column({ type: 'varchar', length: 100 })
  fromName: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  fromAvatar: string | null;

  /** The numeric role (common/src/roles.ts). */
  @Column({ type: 'int' })
  fromRole: number;

  @Column({ type: 'varchar', length: 100, nullable: true })
  fromTitleName: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  fromTitleColor: string | null;
}

export function authorOf(user: UserAccount): CommentAuthorColumns {
  return {
    fromUid: user.uid,
    fromName: user.username,
    fromAvatar: user.avatar,
    fromRole: user.role,
    fromTitleName: user.titleName,
    fromTitleColor: user.titleColor,
  };
}

/** On the wire the role is HOJ's role name, which the web turns into the SPA and ADM badges. */
export function toAuthorView(author: CommentAuthorColumns): CommentAuthorView {
  return {
    ...author,
    fromRole: isRoleId(author.fromRole) ? ROLE_NAMES[author.fromRole] : null,
  };
}
