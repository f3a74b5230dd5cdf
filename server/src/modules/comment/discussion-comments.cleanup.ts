import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { OnAppEvent } from '../../events/event-bus';
import type { AppEvents } from '../../events/events';
import { CommentLikeEntity } from './comment-like.entity';
import { CommentEntity } from './comment.entity';
import { ReplyEntity } from './reply.entity';

/** Deleting discussions takes their comments, replies and comment likes along, in the same transaction. */
@Injectable()
export class DiscussionCommentsCleanup {
  @OnAppEvent('discussion.deleting')
  async discussionDeleting({ manager, dids }: AppEvents['discussion.deleting']): Promise<void> {
    const comments = await manager.find(CommentEntity, { where: { did: In(dids) }, select: { id: true } });
    const ids = comments.map((row) => row.id);
    if (ids.length === 0) return;
    await manager.delete(ReplyEntity, { commentId: In(ids) });
    await manager.delete(CommentLikeEntity, { commentId: In(ids) });
    await manager.delete(CommentEntity, { id: In(ids) });
  }
}
