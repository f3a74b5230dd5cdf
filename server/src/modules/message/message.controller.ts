import { Controller, Get, Param, Query } from '@nestjs/common';
import type { ReminderView, SystemMessageView, UnreadMessageCounts } from '@verdict/common';
import { Authenticated, CurrentUser } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import type { Page } from '../../common/http/pagination';
import { DeleteOk } from '../../common/http/delete-ok.decorator';
import { MessageCleanQueryDto, MessageListQueryDto, MessageTypeParamDto } from './message.dto';
import { MessageService } from './message.service';

/** HOJ msg/UserMessageController and the user side of msg/NoticeController: the signed-in user's messages. */
@Controller('api/msg')
@Authenticated()
export class MessageController {
  constructor(private readonly messages: MessageService) {}

  @Get('unread')
  unread(@CurrentUser() user: AuthUser): Promise<UnreadMessageCounts> {
    return this.messages.unreadCounts(user.uid);
  }

  @DeleteOk('clean')
  clean(@Query() query: MessageCleanQueryDto, @CurrentUser() user: AuthUser): Promise<void> {
    return this.messages.clean(user.uid, query.type, query.id);
  }

  /** `comment`, `reply`, `like`, `sys` or `mine`. */
  @Get(':type')
  list(
    @Param() param: MessageTypeParamDto,
    @Query() query: MessageListQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<ReminderView<Date>> | Page<SystemMessageView<Date>>> {
    return this.messages.list(user.uid, param.type, query);
  }
}
