import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Like, Repository, type EntityManager, type FindOptionsWhere } from 'typeorm';
import {
  DISCUSSION_CONSTANTS,
  DiscussionStatus,
  hasPermission,
  Permission,
  type ActionAllowance,
  type Page,
} from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { toAllowance } from '../../common/http/allowance';
import { badRequest, forbidden, notFound, unauthorized } from '../../common/http/app.exception';
import { TransactionRunner } from '../../database/transaction-runner';
import { EventBus } from '../../events/event-bus';
import { findPage } from '../../database/find-page';
import { AccessService } from '../access/access.service';
import { PUBLIC_SCOPE, type Scope } from '../access/scope';
import type { Viewer } from '../access/viewer';
import { ProblemService } from '../problem/problem.service';
import { UserService } from '../user/user.service';
import { DiscussionCategoryService } from './discussion-category.service';
import { DiscussionGate } from './discussion-gate';
import { DiscussionLikeEntity } from './discussion-like.entity';
import { DISCUSSION_MESSAGES } from './discussion-messages';
import { DiscussionReader } from './discussion-reader';
import { DiscussionReportEntity } from './discussion-report.entity';
import { discussionThing } from './discussion-thing';
import {
  toDiscussionView,
  type DiscussionInputDto,
  type DiscussionListQueryDto,
  type DiscussionResponse,
} from './discussion.dto';
import { DiscussionEntity } from './discussion.entity';
import { GROUP_DISCUSSION_MESSAGES } from './group/group-discussion-messages';

const NOT_YOURS = {
  notFound: DISCUSSION_MESSAGES.notFound,
  forbidden: DISCUSSION_MESSAGES.notYourDiscussion,
} as const;

/**
 * Public discussions (HOJ DiscussionManager): list, detail, post, edit, delete. The detail serves
 * group posts too (the reader lets members only in); the group routes reuse the views, the
 * problem check and the deletion here.
 */
@Injectable()
export class DiscussionService {
  constructor(
    private readonly gate: DiscussionGate,
    private readonly reader: DiscussionReader,
    private readonly categories: DiscussionCategoryService,
    private readonly problems: ProblemService,
    private readonly access: AccessService,
    private readonly users: UserService,
    private readonly events: EventBus,
    private readonly tx: TransactionRunner,
    @InjectRepository(DiscussionEntity) private readonly discussions: Repository<DiscussionEntity>,
    @InjectRepository(DiscussionLikeEntity) private readonly likes: Repository<DiscussionLikeEntity>,
  ) {}

  /** Pinned first (higher `topPriority`), then newest; disabled posts only in the admins' list. */
  async list(query: DiscussionListQueryDto, viewer: Viewer | undefined): Promise<Page<DiscussionResponse>> {
    const adminView = !!query.admin && (await this.access.may(viewer, 'manage', discussionThing()));
    if (!adminView) await this.gate.requireOpen();
    if (query.onlyMine && !viewer) throw unauthorized();
    const base: FindOptionsWhere<DiscussionEntity> = { gid: IsNull() };
    if (query.cid) base.categoryId = query.cid;
    if (query.pid) base.pid = query.pid.toUpperCase();
    if (query.onlyMine && viewer) base.uid = viewer.uid;
    if (!adminView) base.status = DiscussionStatus.NORMAL;
    const keyword = query.keyword;
    const where = keyword
      ? [
          { ...base, title: Like(`%${keyword}%`) },
          { ...base, description: Like(`%${keyword}%`) },
          { ...base, author: Like(`%${keyword}%`) },
        ]
      : base;
    const order = { topPriority: 'DESC', id: 'DESC' } as const;
    return findPage(this.discussions, query, DISCUSSION_CONSTANTS.pageSize, { where, order }, (rows) =>
      this.views(rows, viewer, false),
    );
  }

  /** One post with its content; each call counts a view. */
  async detail(did: number, viewer: Viewer | undefined): Promise<DiscussionResponse> {
    const row = await this.reader.readable(did, viewer);
    await this.discussions.increment({ id: did }, 'viewNum', 1);
    row.viewNum += 1;
    const [view] = await this.views([row], viewer, true);
    return view;
  }

  /**
   * Whether the user may post a public discussion now, and if not why: their role, the closed
   * area, too few solved problems or the daily limit. The form shows it before it is filled in.
   */
  async postingAllowance(viewer: AuthUser): Promise<ActionAllowance> {
    if (!hasPermission(viewer.role, Permission.DISCUSSION_ADD)) {
      return toAllowance(forbidden(DISCUSSION_MESSAGES.roleMayNotPost));
    }
    return toAllowance(await this.gate.posterRefusal(viewer));
  }

  async add(dto: DiscussionInputDto, viewer: AuthUser): Promise<void> {
    this.refuseGroup(dto);
    await this.gate.requirePoster(viewer);
    await this.categories.require(dto.categoryId);
    const pid = await this.problemOf(dto.pid, viewer);
    await this.discussions.insert({
      categoryId: dto.categoryId,
      title: titled(dto.title, pid),
      description: dto.description,
      content: dto.content,
      pid,
      gid: null,
      uid: viewer.uid,
      author: viewer.username,
      topPriority: (await this.access.may(viewer, 'manage', discussionThing())) ? (dto.topPriority ?? 0) : 0,
      status: DiscussionStatus.NORMAL,
    });
    await this.gate.countPost(viewer);
  }

  /** The author edits their own post; only admins change its pin. */
  async update(dto: DiscussionInputDto, viewer: AuthUser): Promise<void> {
    if (!dto.id) throw badRequest(DISCUSSION_MESSAGES.idRequired);
    this.refuseGroup(dto);
    await this.gate.requireOpen();
    const row = await this.publicRow(dto.id);
    await this.access.require(viewer, 'edit', discussionThing(row), NOT_YOURS);
    const pins = await this.access.may(viewer, 'manage', discussionThing(row));
    await this.categories.require(dto.categoryId);
    const pid = await this.problemOf(dto.pid, viewer);
    await this.discussions.update(
      { id: row.id },
      {
        categoryId: dto.categoryId,
        title: titled(dto.title, pid),
        description: dto.description,
        content: dto.content,
        pid,
        ...(pins && dto.topPriority !== undefined ? { topPriority: dto.topPriority } : {}),
      },
    );
  }

  /** The author deletes their own post, admins any. */
  async remove(did: number, viewer: AuthUser): Promise<DiscussionEntity> {
    await this.gate.requireOpen();
    const row = await this.publicRow(did);
    await this.access.require(viewer, 'delete', discussionThing(row), NOT_YOURS);
    await this.removeAll([did]);
    return row;
  }

  /**
   * Deletes posts with their likes, reports and every other module's rows of them (their comments,
   * on `discussion.deleting`), all in one transaction.
   */
  async removeAll(dids: number[]): Promise<void> {
    await this.tx.run((manager) => this.removeWith(manager, dids));
  }

  /** As `removeAll`, inside the caller's transaction (a group's disbanding). */
  async removeWith(manager: EntityManager, dids: number[]): Promise<void> {
    if (dids.length === 0) return;
    await this.events.emitAsync('discussion.deleting', { manager, dids });
    await manager.delete(DiscussionLikeEntity, { did: In(dids) });
    await manager.delete(DiscussionReportEntity, { did: In(dids) });
    await manager.delete(DiscussionEntity, { id: In(dids) });
  }

  /** A problem discussion names a problem the user can see in the scope; its display id is stored. */
  async problemOf(
    pid: string | null | undefined,
    viewer: Viewer,
    scope: Scope = PUBLIC_SCOPE,
  ): Promise<string | null> {
    if (!pid) return null;
    const problem = await this.problems.findByDisplayId(pid);
    await this.access.requireProblem(viewer, problem, scope, 'view');
    return problem!.problemId;
  }

  /** The rows as sent, with category names, authors and the viewer's likes. */
  async views(rows: DiscussionEntity[], viewer: Viewer | undefined, withContent: boolean) {
    const ids = rows.map((row) => row.id);
    const [names, liked, authors] = await Promise.all([
      this.categories.names(rows.map((row) => row.categoryId)),
      viewer && ids.length > 0
        ? this.likes
            .findBy({ uid: viewer.uid, did: In(ids) })
            .then((likes) => new Set(likes.map((l) => l.did)))
        : Promise.resolve(new Set<number>()),
      Promise.all([...new Set(rows.map((row) => row.uid))].map((uid) => this.users.findByUid(uid))),
    ]);
    const byUid = new Map(authors.filter((user) => user !== null).map((user) => [user.uid, user]));
    return rows.map((row) =>
      toDiscussionView(row, {
        categoryName: names.get(row.categoryId) ?? null,
        user: byUid.get(row.uid) ?? null,
        hasLike: liked.has(row.id),
        withContent,
      }),
    );
  }

  private refuseGroup(dto: DiscussionInputDto): void {
    if (dto.gid) throw badRequest(DISCUSSION_MESSAGES.postInGroup);
  }

  /** A group's posts are edited and deleted through the group routes, under the group's rules. */
  private async publicRow(did: number): Promise<DiscussionEntity> {
    const row = await this.discussions.findOneBy({ id: did });
    if (!row) throw notFound(DISCUSSION_MESSAGES.notFound);
    if (row.gid) throw badRequest(GROUP_DISCUSSION_MESSAGES.inGroup);
    return row;
  }
}

/** A problem discussion's title starts with `[<display id>] `, once. */
export function titled(title: string, pid: string | null): string {
  if (!pid) return title;
  const prefix = `[${pid}]`;
  return title.startsWith(prefix)
    ? title
    : `${prefix} ${title}`.slice(0, DISCUSSION_CONSTANTS.titleMaxLength);
}
