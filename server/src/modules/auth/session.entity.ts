import { Column, Entity, PrimaryColumn } from 'typeorm';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/**
 * A user's login session: the epoch every token of the user carries (`sid`). The database is the
 * truth, so a Redis restart logs nobody out; Redis holds a cached copy. Logout deletes the row.
 */
@Entity('auth_session')
export class SessionEntity {
  @PrimaryColumn(USER_ID_COLUMN)
  uid: string;

  @Column({ type: 'varchar', length: 32 })
  epoch: string;

  /** When the last token issued under this epoch expires; the row is dead after it. */
  @Column({ type: 'datetime' })
  expiresAt: Date;
}
