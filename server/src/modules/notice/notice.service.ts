import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { notFound } from '../../common/http/app.exception';
import { Page, pageWindow, toPage } from '../../common/http/pagination';
import { TransactionRunner } from '../../database/transaction-runner';
import { type Audience, UserAudienceService } from '../user/admin/user-audience.service';
import { NoticeCreateDto, NoticeListQueryDto, NoticeResponse, NoticeUpdateDto } from './notice.dto';
import { AdminSysNoticeEntity, UserSysNoticeEntity } from './notice.entity';

const PAGE_SIZE = 10;
/** Recipient rows are inserted this many at a time, to keep each statement small. */
const INSERT_CHUNK = 500;

const audienceOf = (dto: NoticeCreateDto): Audience =>
  dto.type === 'Single' ? { type: 'Single', username: dto.recipient ?? '' } : { type: dto.type };

/**
 * System notices: the notice itself and, written with it in one transaction, one row per recipient,
 * so each user's unread system messages are a plain query on their own rows.
 */
@Injectable()
export class NoticeService {
  constructor(
    @InjectRepository(AdminSysNoticeEntity) private readonly notices: Repository<AdminSysNoticeEntity>,
    @InjectRepository(UserSysNoticeEntity) private readonly recipients: Repository<UserSysNoticeEntity>,
    private readonly audience: UserAudienceService,
    private readonly transactions: TransactionRunner,
  ) {}

  async list(query: NoticeListQueryDto): Promise<Page<NoticeResponse>> {
    const { current, size, skip } = pageWindow(query, PAGE_SIZE);
    const [rows, total] = await this.notices.findAndCount({
      where: query.type ? { type: query.type } : {},
      order: { id: 'DESC' },
      skip,
      take: size,
    });
    return toPage(await this.toResponses(rows), total, current, size);
  }

  async create(dto: NoticeCreateDto, admin: AuthUser): Promise<NoticeResponse> {
    const { recipientId, uids } = await this.audience.resolve(audienceOf(dto));
    const saved = await this.transactions.run(async (manager) => {
      const notice = await manager.save(
        manager.create(AdminSysNoticeEntity, {
          title: dto.title,
          content: dto.content,
          type: dto.type,
          recipientId,
          adminId: admin.uid,
          state: true,
        }),
      );
      await this.addRecipients(manager, notice.id, uids);
      return notice;
    });
    return (await this.toResponses([saved]))[0];
  }

  /** A changed audience replaces the recipient list; an unchanged one keeps who has read it. */
  async update(dto: NoticeUpdateDto): Promise<NoticeResponse> {
    const notice = await this.require(dto.id);
    const { recipientId, uids } = await this.audience.resolve(audienceOf(dto));
    const audienceChanged = notice.type !== dto.type || notice.recipientId !== recipientId;
    const saved = await this.transactions.run(async (manager) => {
      Object.assign(notice, { title: dto.title, content: dto.content, type: dto.type, recipientId });
      const row = await manager.save(notice);
      if (audienceChanged) {
        await manager.delete(UserSysNoticeEntity, { sysId: notice.id });
        await this.addRecipients(manager, notice.id, uids);
      }
      return row;
    });
    return (await this.toResponses([saved]))[0];
  }

  async delete(id: number): Promise<void> {
    await this.require(id);
    await this.transactions.run(async (manager) => {
      await manager.delete(UserSysNoticeEntity, { sysId: id });
      await manager.delete(AdminSysNoticeEntity, { id });
    });
  }

  private async require(id: number): Promise<AdminSysNoticeEntity> {
    const row = await this.notices.findOneBy({ id });
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
    const ids = rows.map((row) => row.id);
    const counts = await this.recipients
      .createQueryBuilder('r')
      .select('r.sysId', 'sysId')
      .addSelect('COUNT(*)', 'count')
      .where({ sysId: In(ids) })
      .groupBy('r.sysId')
      .getRawMany<{ sysId: number; count: string | number }>();
    const countOf = new Map(counts.map((row) => [Number(row.sysId), Number(row.count)]));
    const names = await this.audience.usernames(
      rows.flatMap((row) => [row.adminId, ...(row.recipientId ? [row.recipientId] : [])]),
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      type: row.type,
      recipientId: row.recipientId,
      recipientName: row.recipientId ? (names.get(row.recipientId) ?? null) : null,
      adminId: row.adminId,
      adminName: names.get(row.adminId) ?? null,
      state: row.state,
      recipientCount: countOf.get(row.id) ?? 0,
      gmtCreate: row.gmtCreate,
      gmtModified: row.gmtModified,
    }));
  }
}
