import { Column, Entity, Index } from 'typeorm';
import { CreatedRow } from '../../database/base-columns';

/** A problem of a contest under its contest display id and title (HOJ `contest_problem`). */
@Entity('contest_problem')
@Index(['cid', 'displayId'], { unique: true })
@Index(['cid', 'pid'], { unique: true })
export class ContestProblemEntity extends CreatedRow {
  @Column({ type: 'int' })
  cid: number;

  @Column({ type: 'int' })
  pid: number;

  @Column({ type: 'varchar', length: 50 })
  displayId: string;

  @Column({ type: 'varchar', length: 255 })
  displayTitle: string;

  /** Balloon colour. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  color: string | null;
}
