import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { forbidden, notFound } from '../../common/http/app.exception';
import { AccessService } from '../access/access.service';
import type { Viewer } from '../access/viewer';
import { GroupMembership } from '../group/group-membership.service';
import { DiscussionGate } from './discussion-gate';
import { DISCUSSION_MESSAGES } from './discussion-messages';
import { discussionThing } from './discussion-thing';
import { DiscussionEntity } from './discussion.entity';

/**
 * What every route about one discussion checks first, and what the comment module asks: the
 * post's area is open (the public one, or the group one for a group's post), the post exists,
 * a group's post is read by its members only, and a disabled one is shown to admins only.
 */
@Injectable()
export class DiscussionReader {
  constructor(
    private readonly access: AccessService,
    private readonly gate: DiscussionGate,
    private readonly membership: GroupMembership,
    @InjectRepository(DiscussionEntity) private readonly discussions: Repository<DiscussionEntity>,
  ) {}

  async readable(did: number, viewer: Viewer | undefined): Promise<DiscussionEntity> {
    const row = await this.discussions.findOneBy({ id: did });
    if (row?.gid) return this.readableInGroup(row, row.gid, viewer);
    await this.gate.requireOpen();
    if (!row) throw notFound(DISCUSSION_MESSAGES.notFound);
    await this.access.require(viewer, 'view', discussionThing(row), {
      notFound: DISCUSSION_MESSAGES.notFound,
      forbidden: DISCUSSION_MESSAGES.disabled,
    });
    return row;
  }

  /**
   * Site admins moderate every post's comments; a group's roots those under the group's posts too
   * (the policy's `manage` of a comment).
   */
  moderates(viewer: Viewer | undefined, discussion: DiscussionEntity): Promise<boolean> {
    return this.access.may(viewer, 'manage', {
      kind: 'comment',
      ownerUid: null,
      gid: discussion.gid || null,
    });
  }

  /** Ordinary users need enough solved problems to comment or reply. */
  requireCommenter(viewer: Viewer): Promise<void> {
    return this.gate.requireCommenter(viewer);
  }

  /** Moves the post's count of comments and replies inside the caller's transaction. */
  async countComments(manager: EntityManager, did: number, delta: number): Promise<void> {
    if (delta > 0) await manager.increment(DiscussionEntity, { id: did }, 'commentNum', delta);
    if (delta < 0) await manager.decrement(DiscussionEntity, { id: did }, 'commentNum', -delta);
  }

  /**
   * Outsiders get the group's 401/403 and never learn the post's title; a disabled post is for the
   * group's admins and the site's (the policy's `view`).
   */
  private async readableInGroup(
    row: DiscussionEntity,
    gid: number,
    viewer: Viewer | undefined,
  ): Promise<DiscussionEntity> {
    await this.gate.requireGroupOpen();
    await this.membership.requireMember(viewer, gid);
    if (!(await this.access.may(viewer, 'view', discussionThing(row))))
      throw forbidden(DISCUSSION_MESSAGES.disabled);
    return row;
  }
}
