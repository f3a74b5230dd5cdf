import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, MoreThanOrEqual, Repository, SelectQueryBuilder } from 'typeorm';
import { GroupMemberAuth } from '@verdict/common';
import { GroupMemberEntity } from './group-member.entity';
import { GroupEntity } from './group.entity';
import { countPer } from '../../database/count-per';

/** The filters of the group list. */
export interface GroupListFilter {
  keyword?: string;
  auth?: number;
  /** Only the groups this user is a member of. */
  memberUid?: string;
  /** Hidden and banned groups too, as a super admin sees them. */
  everything: boolean;
  /** The viewer, who sees the hidden groups they belong to. */
  viewerUid?: string;
}

/** The query code of groups: list filters and member counts. */
@Injectable()
export class GroupStore {
  constructor(
    @InjectRepository(GroupEntity) private readonly groups: Repository<GroupEntity>,
    @InjectRepository(GroupMemberEntity) private readonly members: Repository<GroupMemberEntity>,
  ) {}

  async page(filter: GroupListFilter, skip: number, take: number): Promise<[GroupEntity[], number]> {
    const qb = this.groups.createQueryBuilder('g');
    if (filter.keyword) {
      const kw = `%${filter.keyword}%`;
      qb.andWhere(
        new Brackets((or) =>
          or
            .where('g.name LIKE :kw', { kw })
            .orWhere('g.shortName LIKE :kw', { kw })
            .orWhere('g.brief LIKE :kw', { kw }),
        ),
      );
    }
    if (filter.auth !== undefined) qb.andWhere('g.auth = :auth', { auth: filter.auth });
    if (filter.memberUid) qb.andWhere(`g.id IN (${this.groupsOf(qb, 'mine')})`, { mine: filter.memberUid });
    if (!filter.everything) {
      qb.andWhere('g.status = 0');
      if (filter.viewerUid) {
        qb.andWhere(
          new Brackets((or) =>
            or
              .where('g.visible = :visible', { visible: true })
              .orWhere(`g.id IN (${this.groupsOf(qb, 'viewer')})`, { viewer: filter.viewerUid }),
          ),
        );
      } else {
        qb.andWhere('g.visible = :visible', { visible: true });
      }
    }
    return qb.orderBy('g.id', 'DESC').skip(skip).take(take).getManyAndCount();
  }

  /** Members (auth 3 or more) per group. */
  memberCounts(gids: number[]): Promise<Map<number, number>> {
    return countPer(this.members, 'gid', gids, { auth: MoreThanOrEqual(GroupMemberAuth.MEMBER) });
  }

  async memberCount(gid: number): Promise<number> {
    return (await this.memberCounts([gid])).get(gid) ?? 0;
  }

  /** Groups the user owns, and of those the ones made since the given time. */
  async ownedCounts(uid: string, since: Date): Promise<{ total: number; recent: number }> {
    const [total, recent] = await Promise.all([
      this.groups.countBy({ uid }),
      this.groups.countBy({ uid, gmtCreate: MoreThanOrEqual(since) }),
    ]);
    return { total, recent };
  }

  /** `SELECT gid` of the groups the user named by `param` is a member of. */
  private groupsOf(qb: SelectQueryBuilder<GroupEntity>, param: string): string {
    const alias = `m_${param}`;
    return qb
      .subQuery()
      .select(`${alias}.gid`)
      .from(GroupMemberEntity, alias)
      .where(`${alias}.uid = :${param}`)
      .andWhere(`${alias}.auth >= ${GroupMemberAuth.MEMBER}`)
      .getQuery();
  }
}
