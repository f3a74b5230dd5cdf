import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { notFound } from '../../common/http/app.exception';
import type { Viewer } from '../access/viewer';
import { COMMENT_MESSAGES } from './comment-messages';
import type { CommentScope } from './comment-scope';
import { CommentScopes } from './comment-scopes';
import { CommentEntity } from './comment.entity';

/** A comment and the rules of its place, for a viewer who may read it. */
export interface ReadableComment {
  comment: CommentEntity;
  scope: CommentScope;
}

/**
 * What every route about one comment checks first (reply, like, replies, delete): the comment
 * exists and the viewer reads it where it lives. One they may not read is as missing (404).
 */
@Injectable()
export class CommentReader {
  constructor(
    private readonly scopes: CommentScopes,
    @InjectRepository(CommentEntity) private readonly comments: Repository<CommentEntity>,
  ) {}

  async readable(id: number, viewer: Viewer | undefined): Promise<ReadableComment> {
    const comment = await this.comments.findOneBy({ id });
    if (!comment) throw notFound(COMMENT_MESSAGES.commentNotFound);
    const scope = await this.scopes.enter(comment, viewer);
    const reads = await this.comments.exists({
      where: scope.commentsWhere().map((where) => ({ ...where, id })),
    });
    if (!reads) throw notFound(COMMENT_MESSAGES.commentNotFound);
    return { comment, scope };
  }
}
