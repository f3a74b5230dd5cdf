import { Column, Entity, Index } from 'typeorm';
import { CreatedRow } from '../../database/base-columns';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/** One login of a user (HOJ `session`): when, from which address and browser. */
@Entity('login_record')
@Index(['uid', 'id'])
export class LoginRecordEntity extends CreatedRow {
  @Column(USER_ID_COLUMN)
  uid: string;

  @Column({ type: 'varchar', length: 64 })
  ip: string;

  @Column({ type: 'varchar', length: 512, nullable: true })
  userAgent: string | null;
}
