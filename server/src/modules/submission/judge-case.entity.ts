import { Column, Entity, Index } from 'typeorm';
import { AutoIdRow } from '../../database/base-columns';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/** The result of one test case of a submission (HOJ `judge_case`). */
@Entity('judge_case')
@Index(['submitId', 'seq'])
export class JudgeCaseEntity extends AutoIdRow {
  @Column({ type: 'int' })
  submitId: number;

  @Column(USER_ID_COLUMN)
  uid: string;

  @Column({ type: 'int' })
  pid: number;

  @Column({ type: 'int' })
  caseId: number;

  @Column({ type: 'int' })
  seq: number;

  @Column({ type: 'int' })
  status: number;

  @Column({ type: 'int' })
  time: number;

  @Column({ type: 'int' })
  memory: number;

  @Column({ type: 'int', default: 0 })
  score: number;

  @Column({ type: 'int', default: 1 })
  groupNum: number;

  @Column({ type: 'varchar', length: 255 })
  inputData: string;

  @Column({ type: 'varchar', length: 255 })
  outputData: string;

  /** Trimmed program output or checker message. */
  @Column({ type: 'text', nullable: true })
  userOutput: string | null;
}
