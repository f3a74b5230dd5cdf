import { Body, Controller, Get, Query } from '@nestjs/common';
import { Permission, type CommentListView } from '@verdict/common';
import { Authenticated, CurrentUser, Permissions, Public } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { PostOk } from '../../common/http/post-ok.decorator';
import { DeleteOk } from '../../common/http/delete-ok.decorator';
import type { Actor } from '../audit/actor';
import { CurrentActor } from '../audit/current-actor.decorator';
import {
  AddCommentDto,
  AddReplyDto,
  CommentLikeQueryDto,
  CommentListQueryDto,
  DeleteCommentDto,
  DeleteReplyDto,
  ReplyListQueryDto,
  type CommentResponse,
  type ReplyResponse,
} from './comment.dto';
import { CommentLikeService } from './comment-like.service';
import { CommentService } from './comment.service';
import { ReplyService } from './reply.service';

/**
 * HOJ's CommentController. Reading is public as in HOJ, and each place adds its own rule (a
 * contest's comments need the right to enter it); posting needs the comment_add or reply_add
 * permission, which muted roles lack.
 */
@Controller('api')
export class CommentController {
  constructor(
    private readonly comments: CommentService,
    private readonly replies: ReplyService,
    private readonly likes: CommentLikeService,
  ) {}

  @Get('comments')
  @Public()
  list(
    @Query() query: CommentListQueryDto,
    @CurrentUser() user: AuthUser | undefined,
  ): Promise<CommentListView<Date>> {
    return this.comments.list(query, user);
  }

  @PostOk('comment')
  @Permissions(Permission.COMMENT_ADD)
  add(@Body() dto: AddCommentDto, @CurrentUser() user: AuthUser): Promise<CommentResponse> {
    return this.comments.add(dto, user);
  }

  @DeleteOk('comment')
  @Authenticated()
  remove(@Body() dto: DeleteCommentDto, @CurrentActor() user: Actor): Promise<void> {
    return this.comments.remove(dto.id, user);
  }

  @Get('comment-like')
  @Authenticated()
  async like(@Query() query: CommentLikeQueryDto, @CurrentUser() user: AuthUser): Promise<null> {
    await this.likes.toggle(query.cid, query.toLike, user);
    return null;
  }

  @Get('reply')
  @Public()
  listReplies(
    @Query() query: ReplyListQueryDto,
    @CurrentUser() user: AuthUser | undefined,
  ): Promise<ReplyResponse[]> {
    return this.replies.listAll(query, user);
  }

  @PostOk('reply')
  @Permissions(Permission.REPLY_ADD)
  reply(@Body() dto: AddReplyDto, @CurrentUser() user: AuthUser): Promise<ReplyResponse> {
    return this.replies.add(dto, user);
  }

  @DeleteOk('reply')
  @Authenticated()
  removeReply(@Body() dto: DeleteReplyDto, @CurrentActor() user: Actor): Promise<void> {
    return this.replies.remove(dto.reply.id, user);
  }
}
