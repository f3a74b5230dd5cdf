import { CHAT_LIMITS, type ChatMessageKind } from '@verdict/common';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { OptionalInt, RequiredInt } from '../../common/http/int-fields';

const UID_PATTERN = /^[0-9a-zA-Z]{1,32}$/;

/** A message to send: its length and kind are checked by the service, which says why in the chat's words. */
export class ChatSendDto {
  @IsString({ message: 'conversation is required' })
  @MaxLength(80, { message: 'conversation is required' })
  conversation: string;

  @IsIn(['text', 'image'], { message: 'A message is text or an image' })
  kind: ChatMessageKind;

  @IsString({ message: 'Please enter a message' })
  content: string;
}

export class ChatReadDto {
  @IsString({ message: 'conversation is required' })
  @MaxLength(80, { message: 'conversation is required' })
  conversation: string;

  @IsInt({ message: 'lastId must be a number' })
  @Min(0, { message: 'lastId must be a number' })
  lastId: number;
}

export class ChatHistoryQueryDto {
  @IsString({ message: 'conversation is required' })
  @MaxLength(80, { message: 'conversation is required' })
  conversation: string;

  @OptionalInt('before') before?: number;
}

export class ChatSearchQueryDto {
  @IsOptional() @IsString() @MaxLength(100, { message: 'The keyword is too long' }) keyword?: string;
}

export class ChatGroupQueryDto {
  @RequiredInt('gid is required') gid: number;
}

export class ChatUserDto {
  @IsString({ message: 'uid is required' })
  @Matches(UID_PATTERN, { message: 'uid is required' })
  uid: string;
}

export class ChatReportDto {
  @IsInt({ message: 'messageId must be a number' })
  @Min(1, { message: 'messageId must be a number' })
  messageId: number;

  @IsString({ message: 'Please say why you report this message' })
  @MaxLength(500, { message: 'The reason is at most 500 characters' })
  reason: string;
}

export class ChatGroupChatDto {
  @IsInt({ message: 'gid must be a number' })
  @Min(1, { message: 'gid must be a number' })
  gid: number;

  @IsBoolean({ message: 'open must be true or false' })
  open: boolean;
}

export class ChatMessageIdQueryDto {
  @RequiredInt('id is required') id: number;
}

export class ChatReportHandleDto {
  @IsInt({ message: 'id must be a number' })
  @Min(1, { message: 'id must be a number' })
  id: number;

  @IsBoolean({ message: 'handled must be true or false' })
  handled: boolean;
}

export class ChatMuteDto extends ChatUserDto {
  @IsInt({ message: 'minutes must be a number' })
  @Min(0, { message: 'minutes must be a number' })
  @Max(CHAT_LIMITS.muteMinutesMax, { message: `A mute lasts at most ${CHAT_LIMITS.muteMinutesMax} minutes` })
  minutes: number;
}
