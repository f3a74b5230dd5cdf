import { Body, Controller, Get, Query, Req } from '@nestjs/common';
import type { ChatHistory, ChatInit, ChatMessageView, ChatUser } from '@verdict/common';
import type { FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { PostOk } from '../../common/http/post-ok.decorator';
import { readUpload } from '../../common/upload/read-upload';
import { MarkdownFileService, type MarkdownImageResponse } from '../file/markdown-file.service';
import { AVATAR_MAX_BYTES } from '../user/user-profile.service';
import { ChatContactsService } from './chat-contacts.service';
import { ChatMessagesService } from './chat-messages.service';
import { ChatModerationService } from './chat-moderation.service';
import { ChatRules } from './chat-rules';
import {
  ChatGroupChatDto,
  ChatGroupQueryDto,
  ChatHistoryQueryDto,
  ChatReadDto,
  ChatReportDto,
  ChatSearchQueryDto,
  ChatSendDto,
  ChatUserDto,
} from './chat.dto';

/**
 * The chat's HTTP side (`/api/im/*`, HOJ's names where HOJ has them): the contact list, history,
 * search, blocks, reports, and sending for clients without the socket. Every route answers 403
 * while the site's `imchat` switch is off.
 */
@Controller('api')
@Authenticated()
export class ChatController {
  constructor(
    private readonly contacts: ChatContactsService,
    private readonly messages: ChatMessagesService,
    private readonly moderation: ChatModerationService,
    private readonly rules: ChatRules,
    private readonly files: MarkdownFileService,
  ) {}

  @Get('im/init')
  init(@CurrentUser() user: AuthUser): Promise<ChatInit<Date>> {
    return this.contacts.init(user);
  }

  @Get('im/group/members')
  groupMembers(@CurrentUser() user: AuthUser, @Query() query: ChatGroupQueryDto): Promise<ChatUser[]> {
    return this.contacts.groupMembers(user, query.gid);
  }

  @Get('im/history')
  history(@CurrentUser() user: AuthUser, @Query() query: ChatHistoryQueryDto): Promise<ChatHistory<Date>> {
    return this.messages.history(user, query.conversation, query.before);
  }

  @Get('im/search-user')
  search(@CurrentUser() user: AuthUser, @Query() query: ChatSearchQueryDto): Promise<ChatUser[]> {
    return this.contacts.search(user, query.keyword ?? '');
  }

  @PostOk('im/send')
  send(@CurrentUser() user: AuthUser, @Body() body: ChatSendDto): Promise<ChatMessageView<Date>> {
    return this.messages.send(user, body);
  }

  @PostOk('im/read')
  read(@CurrentUser() user: AuthUser, @Body() body: ChatReadDto): Promise<void> {
    return this.messages.read(user, body);
  }

  @PostOk('im/block')
  block(@CurrentUser() user: AuthUser, @Body() body: ChatUserDto): Promise<void> {
    return this.contacts.block(user, body.uid);
  }

  @PostOk('im/unblock')
  unblock(@CurrentUser() user: AuthUser, @Body() body: ChatUserDto): Promise<void> {
    return this.contacts.unblock(user, body.uid);
  }

  @Get('im/blocked')
  blocked(@CurrentUser() user: AuthUser): Promise<ChatUser[]> {
    return this.contacts.blocked(user);
  }

  @PostOk('im/report')
  report(@CurrentUser() user: AuthUser, @Body() body: ChatReportDto): Promise<void> {
    return this.moderation.report(user, body.messageId, body.reason);
  }

  @PostOk('im/group/chat')
  groupChat(@CurrentUser() user: AuthUser, @Body() body: ChatGroupChatDto): Promise<void> {
    return this.contacts.setGroupChat(user, body.gid, body.open);
  }

  /** An image for a chat message (2 MB; gif, jpg, jpeg, png, webp, checked as avatars are). */
  @PostOk('file/upload-im-image')
  uploadImage(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<MarkdownImageResponse> {
    return this.receiveImage(user, request);
  }

  /** HOJ's other name for the same upload, used by its chat window's file button. */
  @PostOk('file/upload-file-image')
  uploadFileImage(
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
  ): Promise<MarkdownImageResponse> {
    return this.receiveImage(user, request);
  }

  private async receiveImage(user: AuthUser, request: FastifyRequest): Promise<MarkdownImageResponse> {
    const file = await readUpload(
      request,
      'image',
      AVATAR_MAX_BYTES,
      'The file size exceeds the 2 MB limit',
      () => this.rules.requireOn(),
    );
    return this.files.uploadChatImage(user, file);
  }
}
