import { Column, Entity, Index } from 'typeorm';
import { GroupJoinRule } from '@verdict/common';
import { LONG_TEXT } from '../../database/column-types';
import { TimestampedRow } from '../../database/base-columns';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/** A group (HOJ `group`): its owner (`uid`, `owner` = username), join rule, code and settings. */
@Entity('group')
@Index(['uid', 'gmtCreate'])
export class GroupEntity extends TimestampedRow {
  @Column({ type: 'varchar', length: 255, nullable: true })
  avatar: string | null;

  @Column({ type: 'varchar', length: 25 })
  name: string;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 10 })
  shortName: string;

  @Column({ type: 'varchar', length: 50, default: '' })
  brief: string;

  @Column({ type: LONG_TEXT, nullable: true })
  description: string | null;

  /** The owner's username. */
  @Column({ type: 'varchar', length: 100 })
  owner: string;

  /** The owner's uid. */
  @Column(USER_ID_COLUMN)
  uid: string;

  @Column({ type: 'int', default: GroupJoinRule.PUBLIC })
  auth: number;

  /** Hidden groups are left out of the list for everyone but their members and super admins. */
  @Column({ type: 'boolean', default: true })
  visible: boolean;

  /** 0 normal; other values are reserved for a super admin's ban. */
  @Column({ type: 'int', default: 0 })
  status: number;

  /** The invitation code of a protected or private group. */
  @Column({ type: 'varchar', length: 6, nullable: true })
  code: string | null;
}
