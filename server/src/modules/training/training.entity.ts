import { Column, Entity, Index } from 'typeorm';
import { LONG_TEXT } from '../../database/column-types';
import { AutoIdRow, TimestampedRow } from '../../database/base-columns';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/** How a training is entered: open to all, or with its password. */
export const TrainingAuth = { PUBLIC: 'Public', PRIVATE: 'Private' } as const;
export type TrainingAuthValue = (typeof TrainingAuth)[keyof typeof TrainingAuth];

/** A training (HOJ `training`): an ordered problem set, public or behind a password. */
@Entity('training')
@Index(['gid', 'status', 'rank'])
export class TrainingEntity extends TimestampedRow {
  @Column({ type: 'varchar', length: 255 })
  title: string;

  /** Markdown, stored raw. */
  @Column({ type: LONG_TEXT })
  description: string;

  /** The author's username, as HOJ shows it. */
  @Column({ type: 'varchar', length: 100 })
  author: string;

  /** The author's uid: the training's own admin. */
  @Column(USER_ID_COLUMN)
  uid: string;

  @Column({ type: 'varchar', length: 20, default: TrainingAuth.PUBLIC })
  auth: TrainingAuthValue;

  @Column({ type: 'varchar', length: 255, nullable: true })
  privatePwd: string | null;

  /** Listing order, smallest first (0..2147483647, default 1000). */
  @Column({ type: 'int', default: 1000 })
  rank: number;

  /** Visible in the list (the admin's visibility switch). */
  @Column({ type: 'boolean', default: true })
  status: boolean;

  @Column({ type: 'boolean', default: false })
  isVip: boolean;

  /** The owning group; null for the site's own trainings. */
  @Column({ type: 'int', nullable: true })
  gid: number | null;

  @Column({ type: 'int', nullable: true })
  categoryId: number | null;
}

/** A problem of a training (HOJ `training_problem`), shown under its display id. */
@Entity('training_problem')
@Index(['tid', 'pid'], { unique: true })
@Index(['pid'])
export class TrainingProblemEntity extends TimestampedRow {
  @Column({ type: 'int' })
  tid: number;

  @Column({ type: 'int' })
  pid: number;

  @Column({ type: 'varchar', length: 255 })
  displayId: string;

  /** Order inside the training, smallest first. */
  @Column({ type: 'int', default: 0 })
  rank: number;
}

/** A user's entry to a private training with its password (HOJ `training_register`). */
@Entity('training_register')
@Index(['tid', 'uid'], { unique: true })
export class TrainingRegisterEntity extends TimestampedRow {
  @Column({ type: 'int' })
  tid: number;

  @Column(USER_ID_COLUMN)
  uid: string;

  /** Whether the entry is valid. */
  @Column({ type: 'boolean', default: true })
  status: boolean;
}

/**
 * One cell of a training's progress: a user's public-scope result on one of its problems (the best
 * accepted submission, else the latest final one). Kept per `VerdictChanged` and when problems
 * join or leave the training, so lists and the rank never scan submissions.
 */
@Entity('training_progress')
@Index(['tid', 'uid', 'pid'], { unique: true })
@Index(['uid', 'pid'])
export class TrainingProgressEntity extends AutoIdRow {
  @Column({ type: 'int' })
  tid: number;

  @Column(USER_ID_COLUMN)
  uid: string;

  @Column({ type: 'int' })
  pid: number;

  @Column({ type: 'boolean', default: false })
  solved: boolean;

  @Column({ type: 'int' })
  status: number;

  @Column({ type: 'int', nullable: true })
  score: number | null;

  /** Milliseconds. */
  @Column({ type: 'int', nullable: true })
  runTime: number | null;
}
