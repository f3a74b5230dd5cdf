import { Column, Entity, Index } from 'typeorm';
import { CreatedRow } from '../../database/base-columns';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/** Problems a user has solved outside contests and groups (HOJ `user_acproblem`), one row each. */
@Entity('user_acproblem')
@Index(['uid', 'pid'], { unique: true })
export class AcceptedProblemEntity extends CreatedRow {
  @Column(USER_ID_COLUMN)
  uid: string;

  @Column({ type: 'int' })
  pid: number;

  /** The first accepted submission. */
  @Column({ type: 'int' })
  submitId: number;
}
