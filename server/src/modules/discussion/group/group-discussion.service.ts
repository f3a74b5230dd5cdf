import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type FindOptionsWhere } from 'typeorm';
import { DISCUSSION_CONSTANTS, DiscussionStatus, type Page } from '@verdict/common';
import type { AuthUser } from '../../../common/auth/auth-user';
import { badRequest, notFound } from '../../../common/http/app.exception';
import { OnAppEvent } from '../../../events/event-bus';
import type { AppEvents } from '../../../events/events';
import { findPage } from '../../../database/find-page';
import { AccessService } from '../../access/access.service';
import type { Viewer } from '../../access/viewer';
import { GroupMembership } from '../../group/group-membership.service';
import { DiscussionCategoryService } from '../discussion-category.service';
import { DiscussionGate } from '../discussion-gate';
import { discussionThing } from '../discussion-thing';
import { DISCUSSION_MESSAGES } from '../discussion-messages';
import type { DiscussionResponse } from '../discussion.dto';
import { DiscussionEntity } from '../discussion.entity';
import { DiscussionService, titled } from '../discussion.service';
import { GROUP_DISCUSSION_MESSAGES } from './group-discussion-messages';
import type {
  GroupDiscussionAdminListQueryDto,
  GroupDiscussionInputDto,
  GroupDiscussionListQueryDto,
} from './group-discussion.dto';

/**
 * A group's discussions (HOJ GroupDiscussionManager): members read and post, group
 * admins see disabled posts too and pin, the author or a group root edits or deletes. Every call
 * needs the site's group discussion switch on. A disbanded group takes its posts with it.
 */
@Injectable()
export class GroupDiscussionService {
  constructor(
    private readonly gate: DiscussionGate,
    private readonly access: AccessService,
    private readonly membership: GroupMembership,
    private readonly discussionService: DiscussionService,
    private readonly categories: DiscussionCategoryService,
    @InjectRepository(DiscussionEntity) private readonly discussions: Repository<DiscussionEntity>,
  ) {}

  @OnAppEvent('group.deleting')
  async groupDeleting({ manager, gid }: AppEvents['group.deleting']): Promise<void> {
    const rows = await manager.find(DiscussionEntity, { where: { gid }, select: { id: true } });
    await this.discussionService.removeWith(
      manager,
      rows.map((row) => row.id),
    );
  }

  /** Members: the group's normal posts, pinned first, newest next; `pid` keeps one problem's. */
  async list(query: GroupDiscussionListQueryDto, viewer: AuthUser): Promise<Page<DiscussionResponse>> {
    await this.gate.requireGroupOpen();
    await this.membership.requireMember(viewer, query.gid);
    const where: FindOptionsWhere<DiscussionEntity> = { gid: query.gid, status: DiscussionStatus.NORMAL };
    if (query.pid) where.pid = query.pid.toUpperCase();
    return this.page(where, query, viewer);
  }

  /** Group admins: every post of the group, disabled ones too. */
  async adminList(
    query: GroupDiscussionAdminListQueryDto,
    viewer: AuthUser,
  ): Promise<Page<DiscussionResponse>> {
    await this.gate.requireGroupOpen();
    await this.membership.requireAdmin(viewer, query.gid);
    return this.page({ gid: query.gid }, query, viewer);
  }

  /** Members post under the public posting limits; a problem discussion names a problem of the group or a public one. */
  async add(dto: GroupDiscussionInputDto, viewer: AuthUser): Promise<void> {
    await this.gate.requireGroupOpen();
    await this.membership.requireMember(viewer, dto.gid);
    await this.gate.requirePoster(viewer, true);
    const categoryId = await this.categoryOf(dto.categoryId);
    const pid = await this.discussionService.problemOf(dto.pid, viewer, { kind: 'group', gid: dto.gid });
    await this.discussions.insert({
      categoryId,
      title: titled(dto.title, pid),
      description: dto.description,
      content: dto.content,
      pid,
      gid: dto.gid,
      uid: viewer.uid,
      author: viewer.username,
      topPriority: (await this.pins(viewer, dto.gid)) ? (dto.topPriority ?? 0) : 0,
      status: DiscussionStatus.NORMAL,
    });
    await this.gate.countPost(viewer);
  }

  async update(dto: GroupDiscussionInputDto, viewer: AuthUser): Promise<void> {
    if (!dto.id) throw badRequest(DISCUSSION_MESSAGES.idRequired);
    const row = await this.editable(dto.id, viewer);
    if (row.gid !== dto.gid) throw badRequest(GROUP_DISCUSSION_MESSAGES.wrongGroup);
    const categoryId = dto.categoryId ? await this.categoryOf(dto.categoryId) : row.categoryId;
    const pid = await this.discussionService.problemOf(dto.pid, viewer, { kind: 'group', gid: dto.gid });
    const pin = dto.topPriority !== undefined && (await this.pins(viewer, dto.gid));
    await this.discussions.update(
      { id: row.id },
      {
        categoryId,
        title: titled(dto.title, pid),
        description: dto.description,
        content: dto.content,
        pid,
        ...(pin ? { topPriority: dto.topPriority } : {}),
      },
    );
  }

  async remove(did: number, viewer: AuthUser): Promise<DiscussionEntity> {
    const row = await this.editable(did, viewer);
    await this.discussionService.removeAll([did]);
    return row;
  }

  /**
   * The group's post, for its author (still a member) or a group root (the access policy's
   * `edit`); other members get a 403, non-members a 404.
   */
  private async editable(did: number, viewer: AuthUser): Promise<DiscussionEntity> {
    await this.gate.requireGroupOpen();
    const row = await this.discussions.findOneBy({ id: did });
    if (!row) throw notFound(DISCUSSION_MESSAGES.notFound);
    if (!row.gid) throw badRequest(GROUP_DISCUSSION_MESSAGES.wrongGroup);
    await this.access.require(
      viewer,
      'edit',
      { kind: 'discussion', ownerUid: row.uid, gid: row.gid },
      { notFound: DISCUSSION_MESSAGES.notFound, forbidden: GROUP_DISCUSSION_MESSAGES.notYours },
    );
    return row;
  }

  /** The group's admins (and site admins among its members) set a post's pin: the policy's `manage`. */
  private pins(viewer: Viewer, gid: number): Promise<boolean> {
    return this.access.may(viewer, 'manage', discussionThing({ uid: viewer.uid, gid }));
  }

  /** A group post may leave the category out (0: none). */
  private async categoryOf(categoryId: number | null | undefined): Promise<number> {
    if (!categoryId) return 0;
    return (await this.categories.require(categoryId)).id;
  }

  private async page(
    where: FindOptionsWhere<DiscussionEntity>,
    query: GroupDiscussionAdminListQueryDto,
    viewer: Viewer,
  ): Promise<Page<DiscussionResponse>> {
    const order = { topPriority: 'DESC', id: 'DESC' } as const;
    return findPage(this.discussions, query, DISCUSSION_CONSTANTS.pageSize, { where, order }, (rows) =>
      this.discussionService.views(rows, viewer, false),
    );
  }
}
