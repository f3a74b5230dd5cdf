import { extname } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, Repository } from 'typeorm';
import { GroupMemberAuth, hasPermission, Permission, type ActionAllowance } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { toAllowance } from '../../common/http/allowance';
import { badRequest, forbidden, unauthorized, type AppException } from '../../common/http/app.exception';
import { toPage, type Page } from '../../common/http/pagination';
import { AVATAR_EXTENSIONS, detectImageType } from '../../common/upload/image-type';
import type { UploadedFile } from '../../common/upload/read-upload';
import { isUniqueViolation } from '../../database/is-unique-violation';
import { TransactionRunner } from '../../database/transaction-runner';
import { EventBus } from '../../events/event-bus';
import type { AfterCommit } from '../../events/events';
import { FileStorageService } from '../../infra/storage/file-storage.service';
import { AccessService } from '../access/access.service';
import type { Thing } from '../access/policy';
import { power } from '../access/staff-powers';
import type { Viewer } from '../access/viewer';
import { AuditTrail } from '../audit/audit-trail.service';
import type { Actor } from '../audit/actor';
import { SiteConfigService } from '../site/site-config.service';
import { USER_ACTIVITY_SOURCE, type UserActivitySource } from '../user/user-home.dto';
import { GroupMemberEntity } from './group-member.entity';
import { GroupMembership } from './group-membership.service';
import { GROUP_LIMITS, GROUP_MESSAGES } from './group-messages';
import { GroupStore } from './group-store';
import {
  isReviewed,
  toGroupCard,
  toGroupDetail,
  type GroupCardResponse,
  type GroupDetailResponse,
  type GroupInputDto,
  type GroupListQueryDto,
} from './group.dto';
import { GroupEntity } from './group.entity';

const DAY_MS = 24 * 3600_000;

/** A group as the access policy reads it: its owner. */
const groupThing = (group: Pick<GroupEntity, 'id' | 'uid'>): Thing => ({
  kind: 'group',
  ownerUid: group.uid,
  gid: group.id,
});

/** Groups themselves: the list, a group's page, creating, settings and disbanding. */
@Injectable()
export class GroupService {
  constructor(
    @InjectRepository(GroupEntity) private readonly groups: Repository<GroupEntity>,
    private readonly store: GroupStore,
    private readonly membership: GroupMembership,
    private readonly site: SiteConfigService,
    @Inject(USER_ACTIVITY_SOURCE) private readonly activity: UserActivitySource,
    private readonly transactions: TransactionRunner,
    private readonly storage: FileStorageService,
    private readonly events: EventBus,
    private readonly policy: AccessService,
    private readonly audit: AuditTrail,
  ) {}

  /** Hidden groups are listed to their members and super admins only; "mine" needs a login. */
  async list(query: GroupListQueryDto, viewer: Viewer | undefined): Promise<Page<GroupCardResponse>> {
    if (query.onlyMine && !viewer) throw unauthorized();
    const current = query.currentPage ?? 1;
    const size = query.limit ?? GROUP_LIMITS.listPageSize;
    const [rows, total] = await this.store.page(
      {
        keyword: query.keyword || undefined,
        auth: query.auth,
        memberUid: query.onlyMine ? viewer?.uid : undefined,
        everything: power(viewer, 'root-in-every-group'),
        viewerUid: viewer?.uid,
      },
      (current - 1) * size,
      size,
    );
    const counts = await this.store.memberCounts(rows.map((row) => row.id));
    return toPage(
      rows.map((row) => toGroupCard(row, counts.get(row.id) ?? 0)),
      total,
      current,
      size,
    );
  }

  /**
   * Members and super admins read the whole group (its roots the invitation code too); anyone
   * else reads only the card the list shows, so a protected or private group keeps its page.
   */
  async detail(gid: number, viewer: Viewer): Promise<GroupCardResponse | GroupDetailResponse> {
    const group = await this.membership.requireGroup(gid);
    const memberCount = await this.store.memberCount(gid);
    if (!(await this.membership.isMember(viewer, gid))) return toGroupCard(group, memberCount);
    return toGroupDetail(group, memberCount, await this.membership.isGroupRoot(viewer, group));
  }

  async authOf(gid: number, viewer: Viewer): Promise<number> {
    await this.membership.requireGroup(gid);
    return this.membership.authOf(viewer, gid);
  }

  async access(gid: number, viewer: Viewer): Promise<{ access: boolean }> {
    await this.membership.requireGroup(gid);
    return { access: await this.membership.isMember(viewer, gid) };
  }

  /** The creator becomes its root (auth 5), in the same transaction. */
  async create(dto: GroupInputDto, user: AuthUser): Promise<GroupDetailResponse> {
    await this.requireMayCreate(user);
    await this.requireFreeShortName(dto.shortName);
    const group = await this.saving(() =>
      this.transactions.run(async (manager) => {
        const saved = await manager.getRepository(GroupEntity).save(
          manager.getRepository(GroupEntity).create({
            ...this.settingsOf(dto),
            owner: user.username,
            uid: user.uid,
            status: 0,
          }),
        );
        await manager
          .getRepository(GroupMemberEntity)
          .insert({ gid: saved.id, uid: user.uid, auth: GroupMemberAuth.ROOT, reason: null });
        return saved;
      }),
    );
    return toGroupDetail(group, 1, true);
  }

  /** The settings form: group roots only. */
  async update(dto: GroupInputDto, user: AuthUser): Promise<GroupDetailResponse> {
    if (dto.id === undefined) throw badRequest(GROUP_MESSAGES.idRequired);
    const group = await this.membership.requireRoot(user, dto.id);
    await this.requireFreeShortName(dto.shortName, group.id);
    Object.assign(group, this.settingsOf(dto, group));
    const saved = await this.saving(() => this.groups.save(group));
    return toGroupDetail(saved, await this.store.memberCount(saved.id), true);
  }

  /**
   * The owner or a super admin (the policy's `delete` of a group); its members go with it, and
   * every other module's rows of the group (`group.deleting`: its announcements, problems,
   * contests, …), in one transaction.
   */
  async disband(gid: number, user: Actor): Promise<void> {
    const group = await this.membership.requireGroup(gid);
    if (!(await this.policy.may(user, 'delete', groupThing(group)))) throw forbidden(GROUP_MESSAGES.notOwner);
    const afterCommit = await this.transactions.run(async (manager) => {
      const then: AfterCommit[] = [];
      await this.events.emitAsync('group.deleting', { manager, gid, afterCommit: (work) => then.push(work) });
      await manager.getRepository(GroupMemberEntity).delete({ gid });
      await manager.getRepository(GroupEntity).delete({ id: gid });
      return then;
    });
    for (const work of afterCommit) await work();
    await this.storage.deletePublic(group.avatar);
    await this.audit.record(user, {
      action: 'group.disband',
      target: { kind: 'group', id: gid, label: group.name },
      before: { name: group.name, owner: group.owner },
      after: null,
    });
  }

  /** The avatar (the web crops it to 200×200 png): gif/jpg/jpeg/png/bmp/webp up to 2 MB, roots only. */
  async uploadAvatar(file: UploadedFile, user: AuthUser): Promise<GroupDetailResponse> {
    const gid = Number(file.fields.gid);
    if (!file.fields.gid || !Number.isInteger(gid)) throw badRequest(GROUP_MESSAGES.gidFieldRequired);
    const group = await this.membership.requireRoot(user, gid);
    const declared = extname(file.fileName).slice(1).toLowerCase();
    const detected = detectImageType(file.data);
    if (!AVATAR_EXTENSIONS.includes(declared) || !detected)
      throw badRequest(GROUP_MESSAGES.fileTypeNotSupported);
    const previous = group.avatar;
    const stored = await this.storage.savePublic('img', detected, file.data);
    await this.groups.update({ id: gid }, { avatar: stored.url });
    await this.storage.deletePublic(previous);
    return toGroupDetail({ ...group, avatar: stored.url }, await this.store.memberCount(gid), true);
  }

  /**
   * Whether the user may create a group now, and if not why: their role, too few solved problems,
   * or a limit reached. The list shows it instead of the create form.
   */
  async creationAllowance(user: AuthUser): Promise<ActionAllowance> {
    if (!hasPermission(user.role, Permission.GROUP_ADD)) {
      return toAllowance(forbidden(GROUP_MESSAGES.roleMayNotCreate));
    }
    return toAllowance(await this.creationRefusal(user));
  }

  private async requireMayCreate(user: AuthUser): Promise<void> {
    const creationRefused = await this.creationRefusal(user);
    if (creationRefused) throw creationRefused;
  }

  /**
   * Ordinary users (not staff who skip the group limits) need enough solved problems, and stay
   * under the daily and the total number of groups they own (the values are the site's switches).
   */
  private async creationRefusal(user: AuthUser): Promise<AppException | null> {
    if (power(user, 'skips-group-limits')) return null;
    const rules = await this.site.groupRules();
    const needed = rules.acceptedToCreate;
    if ((await this.activity.solvedCount(user.uid)) < needed) {
      return forbidden(
        `Sorry, you can not create a group yet! Please solve at least ${needed} problems first`,
      );
    }
    const owned = await this.store.ownedCounts(user.uid, new Date(Date.now() - DAY_MS));
    const daily = rules.dailyLimit;
    if (owned.recent >= daily) {
      return forbidden(`Sorry, you have created ${daily} groups in the last day, the daily limit`);
    }
    const total = rules.ownedLimit;
    if (owned.total >= total) {
      return forbidden(`Sorry, you already own ${total} groups, the most one user may own`);
    }
    return null;
  }

  private async requireFreeShortName(shortName: string, exceptGid?: number): Promise<void> {
    const taken = await this.groups.existsBy(
      exceptGid === undefined ? { shortName } : { shortName, id: Not(exceptGid) },
    );
    if (taken) throw badRequest(GROUP_MESSAGES.shortNameTaken);
  }

  /** A concurrent group taking the same short name loses at the unique index, with the same text. */
  private async saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest(GROUP_MESSAGES.shortNameTaken);
      throw error;
    }
  }

  private settingsOf(dto: GroupInputDto, current?: GroupEntity): Partial<GroupEntity> {
    return {
      name: dto.name,
      shortName: dto.shortName,
      brief: dto.brief ?? current?.brief ?? '',
      description: dto.description ?? current?.description ?? null,
      auth: dto.auth,
      code: isReviewed(dto.auth) ? (dto.code ?? null) : null,
      visible: dto.visible ?? current?.visible ?? true,
    };
  }
}
