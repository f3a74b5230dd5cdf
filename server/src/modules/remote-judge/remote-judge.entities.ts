import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CreatedRow } from '../../database/base-columns';
import { LONG_TEXT } from '../../database/column-types';

/** A moment kept to the millisecond: pacing and polling run on seconds and less. */
const MOMENT = { type: 'datetime', precision: 3 } as const;
const JUDGE_NAME = { type: 'varchar', length: 20 } as const;

/**
 * One of the site's accounts on another judge. The password is kept encrypted
 * (`remote-secrets.ts`) and never leaves the server again.
 */
@Entity('remote_judge_account')
@Index(['oj', 'username'], { unique: true })
export class RemoteAccountEntity extends CreatedRow {
  /** The judge's name on this site, the prefix of its problems' ids (`CF`, `AC`, `SCPC`). */
  @Column(JUDGE_NAME)
  oj: string;

  /** Which adapter talks to it: `hoj`, `codeforces`, `gym`, `atcoder`. */
  @Column({ type: 'varchar', length: 20 })
  kind: string;

  @Column({ type: 'varchar', length: 255 })
  baseUrl: string;

  @Column({ type: 'varchar', length: 100 })
  username: string;

  @Column({ type: 'text' })
  secret: string;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  /** The account may submit again from then on (the remote's pace, or a rate limit's wait). */
  @Column({ ...MOMENT, nullable: true })
  nextSubmitAt: Date | null;

  /** What went wrong the last time it was used (a refused login), for the back office. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;
}

/** A problem of this site that is another judge's: where it comes from. */
@Entity('remote_problem')
@Index(['oj', 'remoteId'], { unique: true })
export class RemoteProblemEntity {
  @PrimaryColumn({ type: 'int' })
  pid: number;

  @Column(JUDGE_NAME)
  oj: string;

  /** The remote's own id, in its own case (`abc300_a`). */
  @Column({ type: 'varchar', length: 100 })
  remoteId: string;

  @Column({ type: 'varchar', length: 500 })
  sourceLink: string;
}

/** Where a remote task is: waiting for an account, judged there, or over. */
export type RemoteTaskState = 'waiting' | 'submitted' | 'done';

/**
 * One attempt of a submission to a remote problem, from the moment it is queued until its
 * verdict is recorded. The submission row stays the truth of the verdict; this row is the
 * remote queue and the remote run's address.
 */
@Entity('remote_judge_task')
@Index(['submitId', 'attempt'], { unique: true })
@Index(['state', 'id'])
export class RemoteTaskEntity extends CreatedRow {
  @Column({ type: 'int' })
  submitId: number;

  @Column({ type: 'int' })
  attempt: number;

  @Column(JUDGE_NAME)
  oj: string;

  @Column({ type: 'varchar', length: 100 })
  remoteId: string;

  @Column({ type: 'varchar', length: 50 })
  language: string;

  @Column({ type: LONG_TEXT })
  code: string;

  @Column({ type: 'varchar', length: 12 })
  state: RemoteTaskState;

  @Column({ type: 'int', nullable: true })
  accountId: number | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  runId: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  runLink: string | null;

  @Column({ ...MOMENT, nullable: true })
  submittedAt: Date | null;

  /** When to read the remote run next. */
  @Column({ ...MOMENT, nullable: true })
  nextPollAt: Date | null;
}

export const REMOTE_JUDGE_ENTITIES = [RemoteAccountEntity, RemoteProblemEntity, RemoteTaskEntity];
