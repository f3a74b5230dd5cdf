import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  acRate,
  RankPeriod,
  RankType,
  type RankPeriodValue,
  type RankTypeValue,
  type RecentAcRankEntry,
  type UserRankEntry,
} from '@verdict/common';
import { TtlCache } from '../../common/cache/ttl-cache';
import { toPage, type Page } from '../../common/http/pagination';
import { UserDirectory, type UserCard } from '../user/user-directory';
import { periodStartDay } from './rank-days';
import { RankedList, type RankTally } from './rank-order';
import { RankTablesService } from './rank-tables.service';
import { RankUserDayEntity, RankUserEntity } from './rank.entities';

/** How long a known table version is trusted before it is read again (others' changes). */
const VERSION_CHECK_MS = 1_000;
/** Kept ranks are read whole again after this long (users disabled or renamed meanwhile). */
const MAX_AGE_MS = 300_000;
/** More changed users than this since a period's ranks were read: read them whole again. */
const PATCH_LIMIT = 5_000;
/** Finished pages (with the users' current avatars and titles) live this long. */
const PAGE_TTL_MS = 5_000;
const RECENT_AC_TOP = 10;

interface RankRow extends RankTally {
  /** Username, nickname and real name in lower case, for `searchUser`. */
  search: string;
}

/** One period's ranks in both orders, as of a table version. */
interface Board {
  /** Names this state of the ranks for the page cache. */
  seq: number;
  since: number | null;
  version: number;
  builtAt: number;
  rows: Map<string, RankRow>;
  acm: RankedList<RankRow>;
  oi: RankedList<RankRow>;
}

interface Slot {
  board: Promise<Board>;
  /** The read of the users changed since, which every read waiting for a newer version shares. */
  catchingUp: Promise<void> | null;
  rebuilding: boolean;
}

export interface RankListQuery {
  type: RankTypeValue;
  period: RankPeriodValue;
  current: number;
  size: number;
  searchUser?: string;
}

/**
 * The user ranks. Each period's ranks are read from the rank tables once (its users' sums, in
 * both orders) and kept in memory; a read is a slice of them plus the page's profiles. When the
 * change log has moved, the read first reads the users logged since again and moves them in the
 * kept order; a new day (the period shifts) or a rebuild of the tables reads the period whole
 * again, and so does the first read after five minutes (in the background: it is only about
 * renamed or disabled users). A verdict this instance records shows on the next read (the read
 * waits for the tables to take it); one recorded by another instance once the version is read
 * again, within a second.
 */
@Injectable()
export class RankService {
  private readonly logger = new Logger(RankService.name);
  private readonly boards = new Map<RankPeriodValue, Slot>();
  private readonly pages = new TtlCache<Page<UserRankEntry>>(PAGE_TTL_MS, 500);
  private readonly recent = new TtlCache<RecentAcRankEntry[]>(PAGE_TTL_MS, 10);
  /** The tables' version as last read, and this instance's count of its own changes then. */
  private known: { at: number; changes: number; version: Promise<number> } | null = null;
  private seq = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tables: RankTablesService,
    private readonly users: UserDirectory,
  ) {}

  async list(query: RankListQuery): Promise<Page<UserRankEntry>> {
    const board = await this.board(query.period);
    const search = query.searchUser?.toLowerCase() ?? '';
    const key = JSON.stringify([board.seq, query.type, query.current, query.size, search]);
    return this.pages.get(key, async () => {
      const list = query.type === RankType.ACM ? board.acm : board.oi;
      const matching = search ? list.all().filter((row) => row.search.includes(search)) : list.all();
      const skip = (query.current - 1) * query.size;
      const slice = matching.slice(skip, skip + query.size).map((row) => ({ rank: list.rankOf(row), row }));
      const profiles = await this.profiles(slice.map((place) => place.row.uid));
      const records = slice.map((place) => toUserRankEntry(place, profiles.get(place.row.uid)));
      return toPage(records, matching.length, query.current, query.size);
    });
  }

  /** The ten users with the most problems first accepted in the last seven days (home page). */
  async recentAc(): Promise<RecentAcRankEntry[]> {
    const board = await this.board(RankPeriod.WEEK);
    return this.recent.get(String(board.seq), async () => {
      const top = board.acm
        .all()
        .filter((row) => row.ac > 0)
        .slice(0, RECENT_AC_TOP);
      const profiles = await this.profiles(top.map((row) => row.uid));
      return top.map((row) => ({ ...rankLooks(row, profiles.get(row.uid)), ac: row.ac }));
    });
  }

  /**
   * Some users' sums over a period, read from the rank tables (for ranks of a few users, such as a
   * group's members); users without a counted submission in it are absent.
   */
  async talliesOf(uids: string[], period: RankPeriodValue): Promise<Map<string, RankTally>> {
    const result = new Map<string, RankTally>();
    const CHUNK = 500;
    for (let i = 0; i < uids.length; i += CHUNK) {
      const rows = await this.tallies(periodStartDay(period), uids.slice(i, i + CHUNK));
      for (const { search: _search, ...row } of rows) result.set(row.uid, row);
    }
    return result;
  }

  private async board(period: RankPeriodValue): Promise<Board> {
    await this.tables.caughtUp();
    const since = periodStartDay(period);
    const version = await this.version();
    const slot = this.boards.get(period);
    if (slot) {
      const board = await slot.board;
      if (board.since === since) {
        if (board.version < version) return this.catchUp(slot, version);
        if (Date.now() - board.builtAt >= MAX_AGE_MS && !slot.rebuilding) this.rebuildLater(period, slot);
        return board;
      }
    }
    const fresh: Slot = { board: this.build(since, version), catchingUp: null, rebuilding: false };
    this.boards.set(period, fresh);
    fresh.board.catch(() => {
      if (this.boards.get(period) === fresh) this.boards.delete(period);
    });
    return fresh.board;
  }

  /**
   * The kept ranks brought to `version` at least: the users changed since are read again. Reads
   * that arrive meanwhile wait for the same catch-up; when it fails, the kept ranks are served.
   */
  private async catchUp(slot: Slot, version: number): Promise<Board> {
    for (;;) {
      const kept = await slot.board;
      if (kept.version >= version) return kept;
      slot.catchingUp ??= this.patch(kept, version)
        .then((board) => this.keep(slot, board))
        .finally(() => (slot.catchingUp = null));
      try {
        await slot.catchingUp;
      } catch (error) {
        this.logger.error({ err: error }, 'Reading the changed users of a rank failed');
        return kept;
      }
    }
  }

  /** Reads the period whole again while the kept ranks are still served; the next read gets it. */
  private rebuildLater(period: RankPeriodValue, slot: Slot): void {
    slot.rebuilding = true;
    void slot.board
      .then(async (kept) => this.keep(slot, await this.build(kept.since, await this.version())))
      .then(
        () => (slot.rebuilding = false),
        (error: unknown) => {
          slot.rebuilding = false;
          this.logger.error({ err: error, period }, 'Rebuilding a rank failed');
        },
      );
  }

  /** Serves `board` from now on, unless the kept one is already newer. */
  private async keep(slot: Slot, board: Board): Promise<void> {
    if ((await slot.board).version <= board.version) slot.board = Promise.resolve(board);
  }

  private version(): Promise<number> {
    const now = Date.now();
    const changes = this.tables.localChanges;
    if (!this.known || now - this.known.at >= VERSION_CHECK_MS || this.known.changes !== changes) {
      const version = this.tables.version();
      this.known = { at: now, changes, version };
      version.catch(() => (this.known = null));
    }
    return this.known.version;
  }

  private async build(since: number | null, version: number): Promise<Board> {
    const rows = await this.tallies(since);
    return {
      seq: ++this.seq,
      since,
      version,
      builtAt: Date.now(),
      rows: new Map(rows.map((row) => [row.uid, row])),
      acm: new RankedList(rows, RankType.ACM),
      oi: new RankedList(rows, RankType.OI),
    };
  }

  /** Reads the users changed since the kept ranks' version again and moves them in both orders. */
  private async patch(kept: Board, version: number): Promise<Board> {
    const changed = await this.tables.changedSince(kept.version, version);
    if (changed === null || changed.length > PATCH_LIMIT) return this.build(kept.since, version);
    const fresh = changed.length > 0 ? await this.tallies(kept.since, changed) : [];
    const { rows, acm, oi } = kept;
    for (const uid of changed) {
      const old = rows.get(uid);
      if (!old) continue;
      acm.remove(old);
      oi.remove(old);
      rows.delete(uid);
    }
    for (const row of fresh) {
      rows.set(row.uid, row);
      acm.insert(row);
      oi.insert(row);
    }
    return { ...kept, seq: ++this.seq, version };
  }

  /**
   * Users' sums over the period (from day `since` on, or the totals), normal users with a counted
   * submission only; `uids` narrows it to those users.
   */
  private async tallies(since: number | null, uids?: string[]): Promise<RankRow[]> {
    const query =
      since === null
        ? this.dataSource
            .createQueryBuilder(RankUserEntity, 'r')
            .select(['r.uid AS uid', 'r.ac AS ac', 'r.total AS total', 'r.score AS score'])
            .where('(r.total > 0 OR r.score > 0)')
        : this.dataSource
            .createQueryBuilder(RankUserDayEntity, 'r')
            .select(['r.uid AS uid', 'SUM(r.ac) AS ac', 'SUM(r.total) AS total', 'SUM(r.score) AS score'])
            .where('r.day >= :since', { since })
            .groupBy('r.uid');
    this.users.joinEnabledNames(query, 'r.uid', { grouped: since !== null });
    if (uids) query.andWhere('r.uid IN (:...uids)', { uids });
    const raw = await query.getRawMany<RawTally>();
    return raw.map((row) => ({
      uid: row.uid,
      username: row.username,
      nickname: row.nickname,
      realname: row.realname,
      ac: Number(row.ac),
      total: Number(row.total),
      score: Number(row.score),
      search: [row.username, row.nickname ?? '', row.realname ?? ''].join('\n').toLowerCase(),
    }));
  }

  private profiles(uids: string[]): Promise<Map<string, UserCard>> {
    return this.users.cardsOf(uids);
  }
}

interface RawTally {
  uid: string;
  username: string;
  nickname: string | null;
  realname: string | null;
  ac: number | string;
  total: number | string;
  score: number | string;
}

/** How a ranked user looks: the profile's current name and title, the tally's names if the profile is gone. */
function rankLooks(row: Pick<RankTally, 'uid' | 'username' | 'nickname'>, profile: UserCard | undefined) {
  return {
    uid: row.uid,
    username: profile?.username ?? row.username,
    nickname: profile?.nickname ?? row.nickname,
    avatar: profile?.avatar ?? null,
    titleName: profile?.titleName ?? null,
    titleColor: profile?.titleColor ?? null,
  };
}

/** A user's row of a rank page: the counted tally at its place, with the profile's current looks. */
export function toUserRankEntry(
  { rank, row }: { rank: number; row: RankTally },
  profile: UserCard | undefined,
): UserRankEntry {
  return {
    rank,
    ...rankLooks(row, profile),
    school: profile?.school ?? null,
    signature: profile?.signature ?? null,
    isVip: profile?.isVip ?? false,
    ac: row.ac,
    total: row.total,
    acRate: acRate(row.ac, row.total),
    score: row.score,
  };
}
