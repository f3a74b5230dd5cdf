import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { LONG_TEXT } from '../../database/column-types';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/** One submission (HOJ's `judge` row); the source of truth for its verdict. */
/**
 * Lists always filter on `cid` (0 outside contests) and read newest first, so every list index
 * starts with `cid` and ends with `submitId`: the database walks one index, never sorts.
 */
@Entity('judge')
@Index(['cid', 'submitId'])
@Index(['cid', 'uid', 'submitId'])
@Index(['cid', 'status', 'submitId'])
@Index(['cid', 'pid', 'submitId'])
@Index(['uid', 'pid'])
@Index(['submitTime'])
export class SubmissionEntity {
  @PrimaryGeneratedColumn()
  submitId: number;

  /** Problem primary key. */
  @Column({ type: 'int' })
  pid: number;

  @Column({ type: 'varchar', length: 255 })
  displayPid: string;

  @Column(USER_ID_COLUMN)
  uid: string;

  @Column({ type: 'varchar', length: 100 })
  username: string;

  @CreateDateColumn()
  submitTime: Date;

  @Column({ type: 'int' })
  status: number;

  @Column({ type: 'boolean', default: false })
  share: boolean;

  /** Compiler output on CE, reason on SE. */
  @Column({ type: LONG_TEXT, nullable: true })
  errorMessage: string | null;

  /** Milliseconds. */
  @Column({ type: 'int', nullable: true })
  time: number | null;

  /** Kilobytes. */
  @Column({ type: 'int', nullable: true })
  memory: number | null;

  @Column({ type: 'int', nullable: true })
  score: number | null;

  @Column({ type: 'int', nullable: true })
  oiRankScore: number | null;

  @Column({ type: 'int' })
  length: number;

  @Column({ type: LONG_TEXT })
  code: string;

  @Column({ type: 'varchar', length: 50 })
  language: string;

  @Column({ type: 'int', nullable: true })
  gid: number | null;

  /** Contest id, 0 outside contests. */
  @Column({ type: 'int', default: 0 })
  cid: number;

  @Column({ type: 'int', default: 0 })
  cpid: number;

  @Column({ type: 'varchar', length: 100, nullable: true })
  judger: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  /**
   * What the judge is doing beyond the status while in progress, from its latest progress
   * (`fetching-test-data`); null otherwise. Not HOJ's: it only feeds `waitReason`.
   */
  @Column({ type: 'varchar', length: 32, nullable: true })
  judgeStage: string | null;

  /** Judging attempt; each rejudge bumps it so results of an older attempt are ignored. */
  @Column({ type: 'int', default: 0 })
  version: number;

  @Column({ type: 'boolean', default: false })
  isManual: boolean;

  /**
   * Judged for the verification run of an imported package: it shows in that run's report only,
   * never in submission lists, problem counters, solved lists or ranks.
   */
  @Column({ type: 'boolean', default: false })
  isVerification: boolean;

  @UpdateDateColumn()
  gmtModified: Date;
}
