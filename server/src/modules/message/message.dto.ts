import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { MESSAGE_TYPES, type MessageType, type ReminderView } from '@verdict/common';
import { PageQueryDto } from '../../common/http/pagination';
import type { MsgRemindEntity } from './msg-remind.entity';

const TYPE_MESSAGE = 'type must be one of comment, reply, like, sys, mine';

/** `GET /api/msg/{type}`: limit and currentPage; the default page size is the type's. */
export class MessageListQueryDto extends PageQueryDto {}

export class MessageTypeParamDto {
  @IsIn(MESSAGE_TYPES, { message: TYPE_MESSAGE })
  type: MessageType;
}

/** HOJ's client names the lists it cleans by their message kinds: Discuss, Reply, Like, Sys, Mine. */
const HOJ_CLEAN_TYPES: Readonly<Record<string, MessageType>> = {
  Discuss: 'comment',
  Reply: 'reply',
  Like: 'like',
  Sys: 'sys',
  Mine: 'mine',
};

/** `DELETE /api/msg/clean`: one message of the type, or without `id` all of them. */
export class MessageCleanQueryDto {
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? (HOJ_CLEAN_TYPES[value] ?? value) : value,
  )
  @IsIn(MESSAGE_TYPES, { message: TYPE_MESSAGE })
  type: MessageType;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'id must be a number' })
  @Min(1, { message: 'id must be a number' })
  id?: number;
}

/** What a reminder row is shown with: the place's title, the quoted text and the sender. */
export interface ReminderContext {
  sourceTitle: string;
  quoteContent: string | null;
  senderUsername: string;
  senderAvatar: string | null;
}

export function toReminderView(row: MsgRemindEntity, context: ReminderContext): ReminderView<Date> {
  return {
    id: row.id,
    action: row.action,
    sourceId: row.sourceId,
    sourceType: row.sourceType,
    sourceTitle: context.sourceTitle,
    sourceContent: row.sourceContent,
    quoteId: row.quoteId,
    quoteType: row.quoteType,
    quoteContent: context.quoteContent,
    url: row.url,
    state: row.state,
    senderId: row.senderId,
    senderUsername: context.senderUsername,
    senderAvatar: context.senderAvatar,
    gmtCreate: row.gmtCreate,
  };
}
