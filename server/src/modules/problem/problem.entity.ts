import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import {
  JudgeCaseMode,
  JudgeMode,
  PROBLEM_DEFAULTS,
  ProblemAuth,
  ProblemModel,
  ProblemType,
} from '@verdict/common';
import { LONG_TEXT } from '../../database/column-types';
import { TimestampedRow } from '../../database/base-columns';

/** A problem (HOJ table `problem`); field names are HOJ's wire names. */
@Entity('problem')
/** Public lists filter on auth and group; the home page reads the last changed of them. */
@Index(['auth', 'gid', 'gmtModified'])
export class ProblemEntity extends TimestampedRow {
  /** Display id, upper-cased and unique; "P" + id when the admin gives none. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 100 })
  problemId: string;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  author: string;

  /** 0 ACM, 1 OI. */
  @Column({ type: 'int', default: ProblemType.ACM })
  type: number;

  @Column({ type: 'varchar', length: 20, default: JudgeMode.DEFAULT })
  judgeMode: string;

  @Column({ type: 'varchar', length: 30, default: JudgeCaseMode.DEFAULT })
  judgeCaseMode: string;

  /** Milliseconds. */
  @Column({ type: 'int', default: PROBLEM_DEFAULTS.timeLimitMs })
  timeLimit: number;

  /** Megabytes. */
  @Column({ type: 'int', default: PROBLEM_DEFAULTS.memoryLimitMb })
  memoryLimit: number;

  /** Megabytes. */
  @Column({ type: 'int', default: PROBLEM_DEFAULTS.stackLimitMb })
  stackLimit: number;

  @Column({ type: LONG_TEXT, nullable: true })
  description: string | null;

  @Column({ type: LONG_TEXT, nullable: true })
  input: string | null;

  @Column({ type: LONG_TEXT, nullable: true })
  output: string | null;

  /** Statement samples as repeated `<input>…</input><output>…</output>` pairs. */
  @Column({ type: LONG_TEXT, nullable: true })
  examples: string | null;

  @Column({ type: LONG_TEXT, nullable: true })
  hint: string | null;

  @Column({ type: 'text', nullable: true })
  source: string | null;

  /** Official solution (VIP and admins). */
  @Column({ type: LONG_TEXT, nullable: true })
  answer: string | null;

  /** Level 0 (unrated) to 7. */
  @Column({ type: 'int', default: 0 })
  difficulty: number;

  /** 1 public, 2 private, 3 contest only. */
  @Column({ type: 'int', default: ProblemAuth.PUBLIC })
  auth: number;

  @Column({ type: 'int', default: PROBLEM_DEFAULTS.ioScore })
  ioScore: number;

  @Column({ type: 'boolean', default: true })
  codeShare: boolean;

  @Column({ type: 'boolean', default: true })
  isRemoveEndBlank: boolean;

  @Column({ type: 'boolean', default: true })
  openCaseResult: boolean;

  @Column({ type: 'boolean', default: false })
  isFileIO: boolean;

  @Column({ type: 'varchar', length: 100, nullable: true })
  ioReadFileName: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  ioWriteFileName: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  spjLanguage: string | null;

  @Column({ type: LONG_TEXT, nullable: true })
  spjCode: string | null;

  /** JSON object file name → content, copied beside the user's program. */
  @Column({ type: LONG_TEXT, nullable: true })
  userExtraFile: string | null;

  /** JSON object file name → content, copied beside the checker or interactor. */
  @Column({ type: LONG_TEXT, nullable: true })
  judgeExtraFile: string | null;

  /** 0 programming, 1 objective quiz. */
  @Column({ type: 'int', default: ProblemModel.PROGRAMMING })
  model: number;

  @Column({ type: 'boolean', default: false })
  isVip: boolean;

  @Column({ type: 'boolean', default: false })
  isRemote: boolean;

  @Column({ type: 'boolean', default: false })
  isUploadCase: boolean;

  /** Bumped on every save that may change what the judger needs; judgers refresh their cache by it. */
  @Column({ type: 'varchar', length: 32, default: '0' })
  caseVersion: string;

  @Column({ type: 'int', nullable: true })
  gid: number | null;

  /** null none, 1 applying, 2 public, 3 refused. */
  @Column({ type: 'int', nullable: true })
  applyPublicProgress: number | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  modifiedUser: string | null;
}

/** Per-problem verdict counters (HOJ `problem_count`), updated with single increments. */
@Entity('problem_count')
export class ProblemCountEntity {
  @PrimaryColumn({ type: 'int' })
  pid: number;

  @Column({ type: 'int', default: 0 }) total: number;
  @Column({ type: 'int', default: 0 }) ac: number;
  @Column({ type: 'int', default: 0 }) wa: number;
  @Column({ type: 'int', default: 0 }) ce: number;
  @Column({ type: 'int', default: 0 }) pa: number;
  @Column({ type: 'int', default: 0 }) tle: number;
  @Column({ type: 'int', default: 0 }) mle: number;
  @Column({ type: 'int', default: 0 }) re: number;
  @Column({ type: 'int', default: 0 }) pe: number;
  @Column({ type: 'int', default: 0 }) se: number;
}
