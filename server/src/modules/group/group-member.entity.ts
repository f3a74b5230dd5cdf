import { Column, Entity, Index } from 'typeorm';
import { TimestampedRow } from '../../database/base-columns';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/** One user in one group (HOJ `group_member`): an application, a refusal or a membership. */
@Entity('group_member')
@Index(['gid', 'uid'], { unique: true })
@Index(['uid', 'auth'])
@Index(['gid', 'auth'])
export class GroupMemberEntity extends TimestampedRow {
  @Column({ type: 'int' })
  gid: number;

  @Column(USER_ID_COLUMN)
  uid: string;

  @Column({ type: 'int' })
  auth: number;

  /** Why the user asked to join. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  reason: string | null;
}
