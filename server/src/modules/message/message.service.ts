import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import {
  MESSAGE_PAGE_SIZES,
  ReminderAction,
  type MessageType,
  type ReminderActionName,
  type ReminderQuoteName,
  type ReminderView,
  type SystemMessageView,
  type UnreadMessageCounts,
} from '@verdict/common';
import { forbidden, notFound } from '../../common/http/app.exception';
import { Page, pageWindow, toPage } from '../../common/http/pagination';
import type { SystemMessageKind } from '../notice/notice-kinds';
import { UserNoticeService } from '../notice/user-notice.service';
import { UserService } from '../user/user.service';
import { MessageListQueryDto, toReminderView } from './message.dto';
import { MessageUnreadService } from './message-unread.service';
import { MsgRemindEntity } from './msg-remind.entity';
import { ReminderTexts } from './reminder-texts';

/** The reminder actions each reminder list shows. */
const ACTIONS_OF: Record<'comment' | 'reply' | 'like', ReminderActionName[]> = {
  comment: [ReminderAction.DISCUSS],
  reply: [ReminderAction.REPLY],
  like: [ReminderAction.LIKE_POST, ReminderAction.LIKE_DISCUSS],
};

const SYSTEM_KIND_OF: Record<'sys' | 'mine', SystemMessageKind> = { sys: 'Sys', mine: 'Mine' };

const isSystem = (type: MessageType): type is 'sys' | 'mine' => type === 'sys' || type === 'mine';

/**
 * The message centre of one user (HOJ UserMessageController and NoticeController): the five lists,
 * newest first, where reading a page marks it read, the unread counts, and cleaning up.
 */
@Injectable()
export class MessageService {
  constructor(
    @InjectRepository(MsgRemindEntity) private readonly reminders: Repository<MsgRemindEntity>,
    private readonly systemMessages: UserNoticeService,
    private readonly unread: MessageUnreadService,
    private readonly texts: ReminderTexts,
    private readonly users: UserService,
  ) {}

  unreadCounts(uid: string): Promise<UnreadMessageCounts> {
    return this.unread.counts(uid);
  }

  async list(
    uid: string,
    type: MessageType,
    query: MessageListQueryDto,
  ): Promise<Page<ReminderView<Date>> | Page<SystemMessageView<Date>>> {
    const { current, size, skip } = pageWindow(query, MESSAGE_PAGE_SIZES[type]);
    if (isSystem(type)) {
      const page = await this.systemMessages.page(uid, SYSTEM_KIND_OF[type], skip, size);
      if (page.markedRead) await this.unread.push([uid]);
      return toPage(page.records, page.total, current, size);
    }
    const [rows, total] = await this.reminders.findAndCount({
      where: { recipientId: uid, action: In(ACTIONS_OF[type]) },
      order: { id: 'DESC' },
      skip,
      take: size,
    });
    const records = await this.toViews(rows);
    const unread = rows.filter((row) => !row.state).map((row) => row.id);
    if (unread.length > 0) {
      await this.reminders.update({ id: In(unread) }, { state: true });
      await this.unread.push([uid]);
    }
    return toPage(records, total, current, size);
  }

  /** One of the user's messages of that list (someone else's is refused), or all of them. */
  async clean(uid: string, type: MessageType, id?: number): Promise<void> {
    if (isSystem(type)) {
      await this.systemMessages.clean(uid, SYSTEM_KIND_OF[type], id);
    } else if (id === undefined) {
      await this.reminders.delete({ recipientId: uid, action: In(ACTIONS_OF[type]) });
    } else {
      const row = await this.reminders.findOneBy({ id, action: In(ACTIONS_OF[type]) });
      if (!row) throw notFound('The message does not exist');
      if (row.recipientId !== uid) throw forbidden('You can only delete your own messages');
      await this.reminders.delete({ id });
    }
    await this.unread.push([uid]);
  }

  private async toViews(rows: MsgRemindEntity[]): Promise<ReminderView<Date>[]> {
    if (rows.length === 0) return [];
    const titleOf = await this.texts.titleOf(rows.map((row) => ({ type: row.sourceType, id: row.sourceId })));
    const quoteOf = await this.texts.quoteOf(
      rows
        .filter((row): row is MsgRemindEntity & { quoteId: number; quoteType: ReminderQuoteName } =>
          Boolean(row.quoteId && row.quoteType),
        )
        .map((row) => ({ type: row.quoteType, id: row.quoteId })),
    );
    const senders = new Map(
      await Promise.all(
        [...new Set(rows.map((row) => row.senderId))].map(
          async (senderId) => [senderId, await this.users.findByUid(senderId)] as const,
        ),
      ),
    );
    return rows.map((row) => {
      const sender = senders.get(row.senderId);
      return toReminderView(row, {
        sourceTitle: titleOf(row.sourceType, row.sourceId),
        quoteContent: row.quoteId && row.quoteType ? quoteOf(row.quoteType, row.quoteId) : null,
        senderUsername: sender?.username ?? '',
        senderAvatar: sender?.avatar ?? null,
      });
    });
  }
}
