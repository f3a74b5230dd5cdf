import { Column, Entity, Index } from 'typeorm';
import { ContestAuth, ContestType, OiRankScoreType, RankShowName, AwardType } from '@verdict/common';
import { LONG_TEXT } from '../../database/column-types';
import { TimestampedRow } from '../../database/base-columns';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/**
 * A contest (HOJ table `contest`); field names are HOJ's wire names. Its status is never stored:
 * it is read from the start and end times against the server clock.
 */
@Entity('contest')
@Index(['visible', 'startTime'])
// The contest clock looks up the starts and ends of the last second.
@Index(['startTime'])
@Index(['endTime'])
export class ContestEntity extends TimestampedRow {
  @Column(USER_ID_COLUMN)
  uid: string;

  @Column({ type: 'varchar', length: 100 })
  author: string;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  /** 0 ACM, 1 IOI, 2 OI. */
  @Column({ type: 'int', default: ContestType.ACM })
  type: number;

  /** 0 public, 1 private, 2 protected. */
  @Column({ type: 'int', default: ContestAuth.PUBLIC })
  auth: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  pwd: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  source: string | null;

  @Column({ type: 'datetime' })
  startTime: Date;

  @Column({ type: 'datetime' })
  endTime: Date;

  /** Seconds a contestant has from pressing start; 0 when everyone has the whole contest. */
  @Column({ type: 'int', default: 0 })
  timeLimit: number;

  @Column({ type: LONG_TEXT })
  description: string;

  @Column({ type: 'boolean', default: false })
  sealRank: boolean;

  @Column({ type: 'datetime', nullable: true })
  sealRankTime: Date | null;

  @Column({ type: 'boolean', default: false })
  autoRealRank: boolean;

  @Column({ type: 'boolean', default: false })
  openPrint: boolean;

  /** The outside scoreboard (no login, no registration). */
  @Column({ type: 'boolean', default: false })
  openRank: boolean;

  @Column({ type: 'varchar', length: 20, default: RankShowName.USERNAME })
  rankShowName: string;

  @Column({ type: 'boolean', default: false })
  openAccountLimit: boolean;

  @Column({ type: 'text', nullable: true })
  accountLimitRule: string | null;

  /** JSON list of usernames shown unranked (rank -1). */
  @Column({ type: 'text', nullable: true })
  starAccount: string | null;

  @Column({ type: 'varchar', length: 20, default: OiRankScoreType.RECENT })
  oiRankScoreType: string;

  @Column({ type: 'int', default: AwardType.NONE })
  awardType: number;

  /** JSON list of award configs, sorted by priority. */
  @Column({ type: 'text', nullable: true })
  awardConfig: string | null;

  @Column({ type: 'boolean', default: false })
  allowEndSubmit: boolean;

  @Column({ type: 'boolean', default: false })
  isVip: boolean;

  /** Group contests come with groups; null for a site contest. */
  @Column({ type: 'int', nullable: true })
  gid: number | null;

  @Column({ type: 'boolean', default: true })
  visible: boolean;
}
