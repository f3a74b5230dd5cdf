import { Injectable } from '@nestjs/common';
import { RANK_PAGE_SIZE, RankPeriod, RankType, type UserRankEntry } from '@verdict/common';
import type { AuthUser } from '../../../common/auth/auth-user';
import { pageWindow, toPage, type Page } from '../../../common/http/pagination';
import { RankedList, type RankTally } from '../rank-order';
import { toUserRankEntry } from '../rank.service';
import { UserDirectory } from '../../user/user-directory';
import { UserStatus } from '../../user/user-account';
import { GroupMembership } from '../../group/group-membership.service';
import type { GroupRankQueryDto } from './group-rank.dto';
import { GroupRoster } from '../../group/group-roster';
import { GroupTallies } from './group-tallies';

/**
 * The group rank: the group's members only, each with what they did in the group
 * in the period, counted as the user rank counts (problems first solved and judged submissions for
 * ACM, the OI rank score for OI) over the group's submissions; members with nothing in the period
 * rank last with zeros. Places follow the user rank's order, among the members.
 */
@Injectable()
export class GroupRankService {
  constructor(
    private readonly membership: GroupMembership,
    private readonly roster: GroupRoster,
    private readonly tallies: GroupTallies,
    private readonly users: UserDirectory,
  ) {}

  async list(query: GroupRankQueryDto, viewer: AuthUser): Promise<Page<UserRankEntry>> {
    const group = await this.membership.requireMember(viewer, query.gid);
    const type = query.type ?? RankType.ACM;
    const { current, size, skip } = pageWindow(query, RANK_PAGE_SIZE);
    const uids = await this.roster.memberUids(group.id);
    const [users, tallies] = await Promise.all([
      this.users.cardsOf(uids),
      this.tallies.of(group.id, uids, query.period ?? RankPeriod.ALL),
    ]);
    const rows: RankTally[] = [];
    for (const user of users.values()) {
      if (user.status !== UserStatus.NORMAL) continue;
      const tally = tallies.get(user.uid);
      rows.push({
        uid: user.uid,
        username: user.username,
        nickname: user.nickname,
        realname: user.realname,
        ac: tally?.ac ?? 0,
        total: tally?.total ?? 0,
        score: tally?.score ?? 0,
      });
    }
    const ranked = new RankedList(rows, type);
    const search = query.searchUser?.toLowerCase();
    const matching = search
      ? ranked
          .all()
          .filter((row) =>
            [row.username, row.nickname, row.realname].some((field) => field?.toLowerCase().includes(search)),
          )
      : ranked.all();
    const records = matching
      .slice(skip, skip + size)
      .map((row) => toUserRankEntry({ rank: ranked.rankOf(row), row }, users.get(row.uid)));
    return toPage(records, matching.length, current, size);
  }
}
