import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CHAT_LIMITS, ChatEvent, type ChatReportView } from '@verdict/common';
import { In, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest, notFound } from '../../common/http/app.exception';
import type { Page, PageQueryDto } from '../../common/http/pagination';
import { findPage } from '../../database/find-page';
import { AuditTrail } from '../audit/audit-trail.service';
import type { Actor } from '../audit/actor';
import { excerpt } from '../audit/excerpt';
import { UserDirectory } from '../user/user-directory';
import { parseConversation } from './chat-conversation';
import { ChatMessageEntity, ChatMuteEntity, ChatReportEntity } from './chat.entities';
import { ChatMessagesService } from './chat-messages.service';
import { ChatPush } from './chat-push';
import { ChatRules } from './chat-rules';
import { CHAT_MESSAGES } from './chat-texts';
import { ChatViews } from './chat-views';

const REPORTS_PAGE = 20;

/** Reports of messages by their readers, and what admins do about them: delete a message, mute a user. */
@Injectable()
export class ChatModerationService {
  constructor(
    @InjectRepository(ChatMessageEntity) private readonly messages: Repository<ChatMessageEntity>,
    @InjectRepository(ChatReportEntity) private readonly reports: Repository<ChatReportEntity>,
    @InjectRepository(ChatMuteEntity) private readonly mutes: Repository<ChatMuteEntity>,
    private readonly rules: ChatRules,
    private readonly chat: ChatMessagesService,
    private readonly views: ChatViews,
    private readonly push: ChatPush,
    private readonly users: UserDirectory,
    private readonly audit: AuditTrail,
  ) {}

  /** A reader reports a message of a conversation they are part of. */
  async report(viewer: AuthUser, messageId: number, reason: string): Promise<void> {
    await this.rules.requireOn();
    const why = reason.trim();
    if (!why) throw badRequest(CHAT_MESSAGES.emptyReason);
    const reported = await this.messages.findOneBy({ id: messageId });
    if (!reported) throw notFound(CHAT_MESSAGES.noMessage);
    await this.rules.requireParty(viewer, reported.conversation);
    await this.reports.insert({ messageId, reporterUid: viewer.uid, reason: why });
  }

  /** The back office's list: unhandled reports first, newest first. */
  async list(query: PageQueryDto): Promise<Page<ChatReportView<Date>>> {
    return findPage(
      this.reports,
      query,
      REPORTS_PAGE,
      { order: { handled: 'ASC', id: 'DESC' } },
      async (rows) => {
        const [messages, reporters] = await Promise.all([
          this.messages.find({ where: { id: In(rows.map((row) => row.messageId)) } }),
          this.users.cardsOf(rows.map((row) => row.reporterUid)),
        ]);
        const views = new Map((await this.views.messages(messages)).map((view) => [view.id, view]));
        return rows.flatMap((row) => {
          const view = views.get(row.messageId);
          if (!view) return [];
          const reporter = reporters.get(row.reporterUid)?.username ?? '';
          return [
            {
              id: row.id,
              reporter,
              reason: row.reason,
              reported: view,
              handled: row.handled,
              createdAt: row.gmtCreate,
            },
          ];
        });
      },
    );
  }

  async handle(id: number, handled: boolean): Promise<void> {
    const result = await this.reports.update({ id }, { handled });
    if (!result.affected) throw notFound(CHAT_MESSAGES.noReport);
  }

  /** Empties a message for everyone (audited); its readers' panels show it deleted at once. */
  async deleteMessage(id: number, admin: Actor): Promise<void> {
    const row = await this.messages.findOneBy({ id });
    if (!row) throw notFound(CHAT_MESSAGES.noMessage);
    await this.messages.update({ id }, { deleted: true, content: '' });
    const author = (await this.users.cardOf(row.senderUid))?.username ?? row.senderUid;
    await this.audit.record(admin, {
      action: 'message.delete',
      target: { kind: 'chat-message', id, label: excerpt(row.content) },
      before: { author, content: row.content },
      after: null,
    });
    const conversation = parseConversation(row.conversation);
    if (conversation) {
      this.push.toUsers(await this.chat.readersOf(conversation), ChatEvent.deleted, {
        conversation: conversation.name,
        id,
      });
    }
  }

  /** Silences a user for some minutes (0 lifts it). */
  async mute(admin: AuthUser, uid: string, minutes: number): Promise<void> {
    if (!(await this.users.cardOf(uid))) throw notFound(CHAT_MESSAGES.noUser);
    if (minutes <= 0) {
      await this.mutes.delete({ uid });
      return;
    }
    const until = new Date(Date.now() + Math.min(minutes, CHAT_LIMITS.muteMinutesMax) * 60_000);
    await this.mutes.upsert({ uid, until, mutedBy: admin.uid }, ['uid']);
  }
}
