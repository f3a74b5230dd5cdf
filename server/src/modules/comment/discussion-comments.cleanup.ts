import { Injectable, OnModuleInit } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { DiscussionDeletionHooks } from '../discussion/discussion-deletion-hooks';
import { CommentLikeEntity } from './comment-like.entity';
import { CommentEntity } from './comment.entity';
import { ReplyEntity } from './reply.entity';

/** Deleting discussions takes their comments, replies and comment likes along, in the same transaction. */
@Injectable()
export class DiscussionCommentsCleanup implements OnModuleInit {
  constructor(private readonly hooks: DiscussionDeletionHooks) {}

  onModuleInit(): void {
    this.hooks.register({ discussionsDeleted: (manager, dids) => this.remove(manager, dids) });
  }

  private async remove(manager: EntityManager, dids: number[]): Promise<void> {
    const comments = await manager.find(CommentEntity, { where: { did: In(dids) }, select: { id: true } });
    const ids = comments.map((row) => row.id);
    if (ids.length === 0) return;
    await manager.delete(ReplyEntity, { commentId: In(ids) });
    await manager.delete(CommentLikeEntity, { commentId: In(ids) });
    await manager.delete(CommentEntity, { id: In(ids) });
  }
}
