import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { Role, type ChatReportView, type Page } from '@verdict/common';
import { CurrentUser, Roles } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { DeleteOk } from '../../common/http/delete-ok.decorator';
import { PageQueryDto } from '../../common/http/pagination';
import { PostOk } from '../../common/http/post-ok.decorator';
import type { Actor } from '../audit/actor';
import { CurrentActor } from '../audit/current-actor.decorator';
import { ChatModerationService } from './chat-moderation.service';
import { ChatMessageIdQueryDto, ChatMuteDto, ChatReportHandleDto } from './chat.dto';

/** The back office's side of the chat: reported messages, deleting one, muting a user. */
@Controller('api/admin/im')
@Roles(Role.ROOT, Role.ADMIN)
export class ChatAdminController {
  constructor(private readonly moderation: ChatModerationService) {}

  @Get('reports')
  reports(@Query() query: PageQueryDto): Promise<Page<ChatReportView<Date>>> {
    return this.moderation.list(query);
  }

  @Put('report')
  handle(@Body() body: ChatReportHandleDto): Promise<void> {
    return this.moderation.handle(body.id, body.handled);
  }

  @DeleteOk('message')
  deleteMessage(@Query() query: ChatMessageIdQueryDto, @CurrentActor() admin: Actor): Promise<void> {
    return this.moderation.deleteMessage(query.id, admin);
  }

  @PostOk('mute')
  mute(@CurrentUser() admin: AuthUser, @Body() body: ChatMuteDto): Promise<void> {
    return this.moderation.mute(admin, body.uid, body.minutes);
  }
}
