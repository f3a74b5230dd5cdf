import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { GroupJoinRule, GroupMemberAuth } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { AppException, badRequest, forbidden, notFound } from '../../common/http/app.exception';
import { pageWindow, toPage, type Page } from '../../common/http/pagination';
import { isUniqueViolation } from '../../database/is-unique-violation';
import type { Actor } from '../audit/actor';
import { decideMemberEdit, type MemberEditDecision } from '../access/policy';
import { PasswordGuesses } from '../auth/password-guesses.service';
import { UserDirectory } from '../user/user-directory';
import { GroupMemberEntity } from './group-member.entity';
import { GroupMembership } from './group-membership.service';
import { GROUP_LIMITS as L, GROUP_MESSAGES } from './group-messages';
import {
  toGroupMember,
  type GroupApplyQueryDto,
  type GroupMemberListQueryDto,
  type GroupMemberResponse,
  type GroupMemberUpdateDto,
} from './group.dto';
import type { GroupEntity } from './group.entity';
import { GroupService } from './group.service';

/** Which rows a member list shows. */
type Listing = 'members' | 'applications';

type Refused = Exclude<MemberEditDecision, 'allow'>;

/** The error of a refused member edit, in the words of its route (a removal or a change of auth). */
function refusalOf(decision: Refused, removal: boolean): AppException {
  switch (decision) {
    case 'forbidden':
      return forbidden(GROUP_MESSAGES.notAdmin);
    case 'not-member':
      return notFound(GROUP_MESSAGES.memberNotFound);
    case 'self':
      return forbidden(GROUP_MESSAGES.removeSelf);
    case 'owner':
      return forbidden(removal ? GROUP_MESSAGES.removeOwner : GROUP_MESSAGES.ownerAuthFixed);
    case 'higher-member':
      return forbidden(removal ? GROUP_MESSAGES.removeHigherMember : GROUP_MESSAGES.editHigherMember);
    case 'higher-auth':
      return forbidden(GROUP_MESSAGES.grantHigherAuth);
  }
}

/**
 * Joining, leaving and managing a group's members. Editing and removing follow rank, as the
 * access policy decides (`decideMemberEdit`): the owner and super admins manage everyone but the
 * owner; other group admins only the members ranked below them. Removing the owner is a super
 * admin's way to disband the group.
 */
@Injectable()
export class GroupMemberService {
  constructor(
    @InjectRepository(GroupMemberEntity) private readonly members: Repository<GroupMemberEntity>,
    private readonly users: UserDirectory,
    private readonly membership: GroupMembership,
    private readonly groups: GroupService,
    private readonly guesses: PasswordGuesses,
  ) {}

  /**
   * A public group is joined at once (auth 3); a protected one takes a reason and a private one a
   * reason and its invitation code (wrong ones limited per account and address), and both wait for
   * review (auth 1). A refused user stays refused.
   */
  async apply(query: GroupApplyQueryDto, user: AuthUser, ip: string): Promise<{ auth: number }> {
    const group = await this.membership.requireGroup(query.gid);
    const existing = await this.members.findOneBy({ gid: group.id, uid: user.uid });
    if (existing?.auth === GroupMemberAuth.APPLYING) throw badRequest(GROUP_MESSAGES.alreadyApplied);
    if (existing?.auth === GroupMemberAuth.REFUSED) throw forbidden(GROUP_MESSAGES.refused);
    if (existing) throw badRequest(GROUP_MESSAGES.alreadyMember);
    let auth: number = GroupMemberAuth.MEMBER;
    let reason: string | null = query.reason || null;
    if (group.auth !== GroupJoinRule.PUBLIC) {
      if (!reason) throw badRequest(GROUP_MESSAGES.reasonRequired);
      if (reason.length < L.reasonMin || reason.length > L.reasonMax)
        throw badRequest(GROUP_MESSAGES.reasonLength);
      if (
        group.auth === GroupJoinRule.PRIVATE &&
        !(await this.codeAccepted(group.id, group.code, query.code, user, ip))
      ) {
        throw badRequest(GROUP_MESSAGES.codeWrong);
      }
      auth = GroupMemberAuth.APPLYING;
    } else if (reason && reason.length > L.reasonMax) {
      reason = reason.slice(0, L.reasonMax);
    }
    try {
      await this.members.insert({ gid: group.id, uid: user.uid, auth, reason });
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest(GROUP_MESSAGES.alreadyApplied);
      throw error;
    }
    return { auth };
  }

  /** A private group's invitation code: a missing one is refused, a given one counts as a guess. */
  private async codeAccepted(
    gid: number,
    code: string | null,
    given: string | undefined,
    user: AuthUser,
    ip: string,
  ): Promise<boolean> {
    if (!given) return false;
    return this.guesses.attempt(`group:${gid}`, { uid: user.uid, ip }, given === code);
  }

  /** A member leaves, or an applicant withdraws; the owner disbands instead. */
  async exit(gid: number, user: AuthUser): Promise<void> {
    const group = await this.membership.requireGroup(gid);
    if (group.uid === user.uid) throw forbidden(GROUP_MESSAGES.ownerCannotExit);
    const row = await this.members.findOneBy({ gid, uid: user.uid });
    if (!row || row.auth === GroupMemberAuth.REFUSED) throw badRequest(GROUP_MESSAGES.notMember);
    await this.members.delete({ id: row.id });
  }

  /** Members (auth 3-5): read by the group's members. */
  async memberList(query: GroupMemberListQueryDto, viewer: AuthUser): Promise<Page<GroupMemberResponse>> {
    await this.membership.requireMember(viewer, query.gid);
    return this.page(query, 'members');
  }

  /** Applications (auth 1, 2): group admins review them. */
  async applyList(query: GroupMemberListQueryDto, viewer: AuthUser): Promise<Page<GroupMemberResponse>> {
    await this.membership.requireAdmin(viewer, query.gid);
    return this.page(query, 'applications');
  }

  async update(dto: GroupMemberUpdateDto, editor: AuthUser): Promise<void> {
    const group = await this.membership.requireAdmin(editor, dto.gid);
    await this.requireEdit(editor, group, dto.uid, dto.auth);
    await this.members.update({ gid: group.id, uid: dto.uid }, { auth: dto.auth });
  }

  async remove(gid: number, uid: string, editor: Actor): Promise<{ disbanded: boolean }> {
    const group = await this.membership.requireAdmin(editor, gid);
    await this.requireEdit(editor, group, uid);
    if (uid === group.uid) {
      await this.groups.disband(gid, editor);
      return { disbanded: true };
    }
    await this.members.delete({ gid, uid });
    return { disbanded: false };
  }

  /** Throws unless the policy lets the editor give the member `newRank`, or remove them when it is absent. */
  private async requireEdit(
    editor: AuthUser,
    group: Pick<GroupEntity, 'id' | 'uid'>,
    uid: string,
    newRank?: number,
  ): Promise<void> {
    const [target, own] = await Promise.all([
      this.members.findOneBy({ gid: group.id, uid }),
      this.membership.authOf(editor, group.id),
    ]);
    const decision = decideMemberEdit(
      { uid: editor.uid, role: editor.role, groupRank: own },
      { ownerUid: group.uid, target: { uid, rank: target?.auth ?? null }, newRank },
    );
    if (decision !== 'allow') throw refusalOf(decision, newRank === undefined);
  }

  private async page(query: GroupMemberListQueryDto, listing: Listing): Promise<Page<GroupMemberResponse>> {
    const { current, size, skip } = pageWindow(query, L.memberPageSize);
    const shown = listing === 'members' ? [3, 4, 5] : [1, 2];
    const auths = query.auth === undefined ? shown : shown.filter((auth) => auth === query.auth);
    const qb = this.users
      .whereAccount(this.members.createQueryBuilder('m'), 'm.uid', query.keyword)
      .andWhere('m.gid = :gid', { gid: query.gid })
      .andWhere(auths.length ? 'm.auth IN (:...auths)' : '1 = 0', { auths });
    const [rows, total] = await qb
      .orderBy('m.auth', listing === 'members' ? 'DESC' : 'ASC')
      .addOrderBy('m.id', 'ASC')
      .skip(skip)
      .take(size)
      .getManyAndCount();
    const byUid = await this.users.cardsOf(rows.map((row) => row.uid));
    return toPage(
      rows.map((row) => toGroupMember(row, byUid.get(row.uid))),
      total,
      current,
      size,
    );
  }
}
