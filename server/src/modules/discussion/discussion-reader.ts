import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { DiscussionStatus } from '@verdict/common';
import { forbidden, notFound } from '../../common/http/app.exception';
import { isAdmin, type Viewer } from '../access/viewer';
import { DiscussionGate } from './discussion-gate';
import { DISCUSSION_MESSAGES } from './discussion-messages';
import { DiscussionEntity } from './discussion.entity';

/**
 * What every route about one discussion checks first, and what the comment module asks: the
 * public area is open, the post exists, and a disabled one is shown to admins only.
 */
@Injectable()
export class DiscussionReader {
  constructor(
    private readonly gate: DiscussionGate,
    @InjectRepository(DiscussionEntity) private readonly discussions: Repository<DiscussionEntity>,
  ) {}

  async readable(did: number, viewer: Viewer | undefined): Promise<DiscussionEntity> {
    await this.gate.requireOpen();
    const row = await this.discussions.findOneBy({ id: did });
    if (!row) throw notFound(DISCUSSION_MESSAGES.notFound);
    if (row.status === DiscussionStatus.DISABLED && !isAdmin(viewer)) {
      throw forbidden(DISCUSSION_MESSAGES.disabled);
    }
    return row;
  }

  /** Ordinary users need enough solved problems to comment or reply (seed 2 §6). */
  requireCommenter(viewer: Viewer): Promise<void> {
    return this.gate.requireCommenter(viewer);
  }

  /** Moves the post's count of comments and replies inside the caller's transaction. */
  async countComments(manager: EntityManager, did: number, delta: number): Promise<void> {
    if (delta > 0) await manager.increment(DiscussionEntity, { id: did }, 'commentNum', delta);
    if (delta < 0) await manager.decrement(DiscussionEntity, { id: did }, 'commentNum', -delta);
  }
}
