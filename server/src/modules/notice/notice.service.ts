import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { notFound } from '../../common/http/app.exception';
import { Page } from '../../common/http/pagination';
import { TransactionRunner } from '../../database/transaction-runner';
import { EventBus } from '../../events/event-bus';
import { findPage } from '../../database/find-page';
import { countPer } from '../../database/count-per';
import { type Audience, UserAudienceService } from '../user-admin/user-audience.service';
import { NoticeCreateDto, NoticeListQueryDto, NoticeResponse, NoticeUpdateDto } from './notice.dto';
import { NOTICE_TYPES, type NoticeType } from './notice-kinds';
import { AdminSysNoticeEntity, UserSysNoticeEntity } from './notice.entity';

const PAGE_SIZE = 10;
/** Recipient rows are inserted this many at a time, to keep each statement small. */
const INSERT_CHUNK = 500;

const audienceOf = (dto: NoticeCreateDto): Audience =>
  dto.type === 'Single' ? { type: 'Single', username: dto.recipient ?? '' } : { type: dto.type };

/**
 * System notices of the back office: the notice itself and, written with it in one transaction
 * when it is sent, one row per recipient, so each user's unread system messages are a plain query
 * on their own rows.
 */
@Injectable()
export class NoticeService {
  constructor(
    @InjectRepository(AdminSysNoticeEntity) private readonly notices: Repository<AdminSysNoticeEntity>,
    @InjectRepository(UserSysNoticeEntity) private readonly recipients: Repository<UserSysNoticeEntity>,
    private readonly audience: UserAudienceService,
    private readonly transactions: TransactionRunner,
    private readonly events: EventBus,
  ) {}

  async list(query: NoticeListQueryDto): Promise<Page<NoticeResponse>> {
    const options = { where: { type: query.type ?? In(NOTICE_TYPES) }, order: { id: 'DESC' } } as const;
    return findPage(this.notices, query, PAGE_SIZE, options, (rows) => this.toResponses(rows));
  }

  /** Sent at once unless `state` is false; then the hourly job sends it. */
  async create(dto: NoticeCreateDto, admin: AuthUser): Promise<NoticeResponse> {
    const send = dto.state ?? true;
    const { recipientId, uids } = await this.audience.resolve(audienceOf(dto));
    const saved = await this.transactions.run(async (manager) => {
      const notice = await manager.save(
        manager.create(AdminSysNoticeEntity, {
          title: dto.title,
          content: dto.content,
          type: dto.type,
          recipientId,
          adminId: admin.uid,
          state: send,
        }),
      );
      if (send) await this.addRecipients(manager, notice.id, uids);
      return notice;
    });
    if (send) await this.changed(uids);
    return (await this.toResponses([saved]))[0];
  }

  /**
   * A sent notice whose audience changes goes to the new audience instead; an unchanged one keeps
   * who has read it. `state: false` takes a sent notice back, `state: true` sends a kept one now.
   */
  async update(dto: NoticeUpdateDto): Promise<NoticeResponse> {
    const notice = await this.require(dto.id);
    const { recipientId, uids } = await this.audience.resolve(audienceOf(dto));
    const send = dto.state ?? notice.state;
    const audienceChanged = notice.type !== dto.type || notice.recipientId !== recipientId;
    const rewrite = send && (!notice.state || audienceChanged);
    const withdraw = !send && notice.state;
    const { row, previous } = await this.transactions.run(async (manager) => {
      const previous = rewrite || withdraw ? await this.unreadRecipients(manager, notice.id) : [];
      Object.assign(notice, {
        title: dto.title,
        content: dto.content,
        type: dto.type,
        recipientId,
        state: send,
      });
      const row = await manager.save(notice);
      if (rewrite || withdraw) await manager.delete(UserSysNoticeEntity, { sysId: notice.id });
      if (rewrite) await this.addRecipients(manager, notice.id, uids);
      return { row, previous };
    });
    await this.changed([...new Set([...previous, ...(rewrite ? uids : [])])]);
    return (await this.toResponses([row]))[0];
  }

  async delete(id: number): Promise<void> {
    await this.require(id);
    const previous = await this.transactions.run(async (manager) => {
      const previous = await this.unreadRecipients(manager, id);
      await manager.delete(UserSysNoticeEntity, { sysId: id });
      await manager.delete(AdminSysNoticeEntity, { id });
      return previous;
    });
    await this.changed(previous);
  }

  /**
   * The hourly job's work: each notice kept for later goes to its audience as it is now, and is
   * marked sent in the same transaction. A notice another run already sent is skipped, so two runs
   * never send one twice. Returns how many notices went out.
   */
  async sendPending(): Promise<number> {
    const pending = await this.notices.find({
      where: { state: false, type: In(NOTICE_TYPES) },
      order: { id: 'ASC' },
    });
    let sent = 0;
    for (const notice of pending) {
      const uids = await this.audienceOf(notice);
      const claimed = await this.transactions.run(async (manager) => {
        const result = await manager.update(
          AdminSysNoticeEntity,
          { id: notice.id, state: false },
          { state: true },
        );
        if (!result.affected) return false;
        await this.addRecipients(manager, notice.id, uids);
        return true;
      });
      if (!claimed) continue;
      sent++;
      await this.changed(uids);
    }
    return sent;
  }

  private async audienceOf(notice: AdminSysNoticeEntity): Promise<string[]> {
    if (notice.type === 'Single' || notice.type === 'Mine')
      return notice.recipientId ? [notice.recipientId] : [];
    return (await this.audience.resolve({ type: notice.type })).uids;
  }

  /** Who has the notice unread: their counts drop when it goes. */
  private async unreadRecipients(manager: EntityManager, sysId: number): Promise<string[]> {
    const rows = await manager.find(UserSysNoticeEntity, {
      where: { sysId, state: false },
      select: { recipientId: true },
    });
    return rows.map((row) => row.recipientId);
  }

  private async require(id: number): Promise<AdminSysNoticeEntity> {
    const row = await this.notices.findOneBy({ id, type: In(NOTICE_TYPES) });
    if (!row) throw notFound('The notice does not exist');
    return row;
  }

  private async addRecipients(manager: EntityManager, sysId: number, uids: string[]): Promise<void> {
    for (let start = 0; start < uids.length; start += INSERT_CHUNK) {
      const chunk = uids.slice(start, start + INSERT_CHUNK);
      await manager.insert(
        UserSysNoticeEntity,
        chunk.map((recipientId) => ({ sysId, recipientId, type: 'Sys', state: false })),
      );
    }
  }

  private async toResponses(rows: AdminSysNoticeEntity[]): Promise<NoticeResponse[]> {
    if (rows.length === 0) return [];
    const countOf = await countPer(
      this.recipients,
      'sysId',
      rows.map((row) => row.id),
    );
    const names = await this.audience.usernames(
      rows.flatMap((row) => [row.adminId, row.recipientId].filter((uid): uid is string => uid !== null)),
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      type: row.type as NoticeType,
      recipientId: row.recipientId,
      recipientName: row.recipientId ? (names.get(row.recipientId) ?? null) : null,
      adminId: row.adminId,
      adminName: row.adminId ? (names.get(row.adminId) ?? null) : null,
      state: row.state,
      recipientCount: countOf.get(row.id) ?? 0,
      gmtCreate: row.gmtCreate,
      gmtModified: row.gmtModified,
    }));
  }

  /** Tells the message centre whose system messages changed; its failure never fails the change. */
  private async changed(uids: string[]): Promise<void> {
    if (uids.length > 0) await this.events.emit('notice.changed', { uids });
  }
}
