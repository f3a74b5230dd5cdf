import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { AutoIdRow } from '../../database/base-columns';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/**
 * What a rank row counts: judged submissions, first Accepteds and the growth of the best OI rank
 * score. Each rank table below keeps these three beside its own key.
 */
abstract class RankTallyColumns {
  @Column({ type: 'int', default: 0 })
  total: number;

  @Column({ type: 'int', default: 0 })
  ac: number;

  @Column({ type: 'int', default: 0 })
  score: number;
}

/**
 * What one user's public submissions to one problem add to one day (UTC): judged submissions,
 * the first Accepted (1 on its day) and the growth of the best OI rank score. Rewritten whole for
 * the (user, problem) whenever one of those submissions' verdict changes.
 */
@Entity('rank_problem_day')
export class RankProblemDayEntity extends RankTallyColumns {
  @PrimaryColumn(USER_ID_COLUMN)
  uid: string;

  @PrimaryColumn({ type: 'int' })
  pid: number;

  /** Days since 1970-01-01 UTC. */
  @PrimaryColumn({ type: 'int' })
  day: number;
}

/** A user's day: the sum of their `rank_problem_day` rows; periods add these up. */
@Entity('rank_user_day')
@Index(['day'])
export class RankUserDayEntity extends RankTallyColumns {
  @PrimaryColumn(USER_ID_COLUMN)
  uid: string;

  @PrimaryColumn({ type: 'int' })
  day: number;
}

/** A user's totals over all time (the "all" period), and the row that serialises their updates. */
@Entity('rank_user')
export class RankUserEntity extends RankTallyColumns {
  @PrimaryColumn(USER_ID_COLUMN)
  uid: string;
}

/**
 * The users whose rank rows changed, in order: each API instance patches its kept ranks with the
 * users logged after the last id it read. `uid` "*" means every user (the tables were rebuilt).
 */
@Entity('rank_change')
export class RankChangeEntity extends AutoIdRow {
  @Column(USER_ID_COLUMN)
  uid: string;
}

/** One row (id 1), written when the rank tables were built from the submissions. */
@Entity('rank_state')
export class RankStateEntity {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'datetime', nullable: true })
  builtAt: Date | null;
}

/** The tables of the user ranks, kept in rank tables. */
export const RANK_ENTITIES: (new () => object)[] = [
  RankProblemDayEntity,
  RankUserDayEntity,
  RankUserEntity,
  RankChangeEntity,
  RankStateEntity,
];
