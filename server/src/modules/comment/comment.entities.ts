import { CommentLikeEntity } from './comment-like.entity';
import { CommentEntity } from './comment.entity';
import { ReplyEntity } from './reply.entity';

export const COMMENT_ENTITIES = [CommentEntity, ReplyEntity, CommentLikeEntity];
