import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { DiscussionStatus } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { notFound } from '../../common/http/app.exception';
import { AuditTrail } from '../audit/audit-trail.service';
import type { Actor } from '../audit/actor';
import { MessageReminderService } from '../message/message-reminder.service';
import { DISCUSSION_MESSAGES, DISCUSSION_NOTICES } from './discussion-messages';
import type { AdminDiscussionUpdateDto } from './discussion.dto';
import { DiscussionEntity } from './discussion.entity';
import { DiscussionService } from './discussion.service';

/**
 * The back office's discussion tools (HOJ AdminDiscussionController): pin, disable, delete. An
 * author whose post an admin disabled or deleted is told in their "mine" messages.
 */
@Injectable()
export class DiscussionAdminService {
  private readonly logger = new Logger(DiscussionAdminService.name);

  constructor(
    private readonly discussions: DiscussionService,
    private readonly reminders: MessageReminderService,
    @InjectRepository(DiscussionEntity) private readonly rows: Repository<DiscussionEntity>,
    private readonly audit: AuditTrail,
  ) {}

  async update(dto: AdminDiscussionUpdateDto, admin: AuthUser): Promise<void> {
    const row = await this.rows.findOneBy({ id: dto.id });
    if (!row) throw notFound(DISCUSSION_MESSAGES.notFound);
    await this.rows.update(
      { id: row.id },
      {
        ...(dto.topPriority !== undefined ? { topPriority: dto.topPriority } : {}),
        ...(dto.status !== undefined ? { status: dto.status } : {}),
      },
    );
    if (dto.status === DiscussionStatus.DISABLED && row.status !== DiscussionStatus.DISABLED) {
      await this.tellAuthor(row, admin, DISCUSSION_NOTICES.disabledTitle, DISCUSSION_NOTICES.disabledContent);
    }
  }

  async remove(ids: number[], admin: Actor): Promise<void> {
    const rows = await this.rows.findBy({ id: In(ids) });
    if (rows.length === 0) throw notFound(DISCUSSION_MESSAGES.notFound);
    await this.discussions.removeAll(rows.map((row) => row.id));
    for (const row of rows) await this.deleted(row, admin);
  }

  /**
   * After any deletion: when it was someone else's doing, the author hears of it and the audit log
   * keeps it.
   */
  async deleted(row: DiscussionEntity, by: Actor): Promise<void> {
    await this.tellAuthor(row, by, DISCUSSION_NOTICES.deletedTitle, DISCUSSION_NOTICES.deletedContent);
    if (row.uid === by.uid) return;
    await this.audit.record(by, {
      action: 'message.delete',
      target: { kind: 'discussion', id: row.id, label: row.title },
      before: { author: row.author, title: row.title },
      after: null,
    });
  }

  /** A failing notice is logged and never undoes what the admin did. */
  private async tellAuthor(
    row: DiscussionEntity,
    admin: AuthUser,
    title: string,
    content: (title: string) => string,
  ): Promise<void> {
    if (row.uid === admin.uid) return;
    try {
      await this.reminders.notifyMine(row.uid, title, content(row.title));
    } catch (error) {
      this.logger.error({ err: error, did: row.id }, 'Telling an author of an admin action failed');
    }
  }
}
