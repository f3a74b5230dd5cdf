import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { SystemMessageView } from '@verdict/common';
import { forbidden, notFound } from '../../common/http/app.exception';
import { TransactionRunner } from '../../database/transaction-runner';
import { unreadPerKind } from '../../database/unread-per-kind';
import type { SystemMessageKind } from './notice-kinds';
import { AdminSysNoticeEntity, UserSysNoticeEntity } from './notice.entity';

/** Unread system messages of one user, by list. */
export interface UnreadSystemCounts {
  sys: number;
  mine: number;
}

/** A page of one user's system messages, and whether reading it marked any as read. */
export interface SystemMessagePage {
  records: SystemMessageView<Date>[];
  total: number;
  markedRead: boolean;
}

/**
 * A user's side of system messages (HOJ NoticeController): the `sys` list of notices sent to them
 * and the `mine` list of messages about their own doings, both their rows of `user_sys_notice`.
 */
@Injectable()
export class UserNoticeService {
  constructor(
    @InjectRepository(UserSysNoticeEntity) private readonly rows: Repository<UserSysNoticeEntity>,
    @InjectRepository(AdminSysNoticeEntity) private readonly notices: Repository<AdminSysNoticeEntity>,
    private readonly transactions: TransactionRunner,
  ) {}

  /** One page, newest first; the unread ones on it are read from now on (as in HOJ). */
  async page(uid: string, kind: SystemMessageKind, skip: number, take: number): Promise<SystemMessagePage> {
    const [rows, total] = await this.rows.findAndCount({
      where: { recipientId: uid, type: kind },
      order: { id: 'DESC' },
      skip,
      take,
    });
    const notices = rows.length
      ? await this.notices.findBy({ id: In([...new Set(rows.map((row) => row.sysId))]) })
      : [];
    const noticeOf = new Map(notices.map((notice) => [notice.id, notice]));
    const unread = rows.filter((row) => !row.state).map((row) => row.id);
    if (unread.length > 0) await this.rows.update({ id: In(unread) }, { state: true });
    const records = rows.map((row) => ({
      id: row.id,
      title: noticeOf.get(row.sysId)?.title ?? '',
      content: noticeOf.get(row.sysId)?.content ?? '',
      type: kind,
      state: row.state,
      gmtCreate: row.gmtCreate,
    }));
    return { records, total, markedRead: unread.length > 0 };
  }

  /** Unread system messages of each of `uids` (every uid is in the answer). */
  async unreadCounts(uids: string[]): Promise<Map<string, UnreadSystemCounts>> {
    const counts = new Map(uids.map((uid) => [uid, { sys: 0, mine: 0 }]));
    for (const row of await unreadPerKind(this.rows, 'type', uids)) {
      const entry = counts.get(row.recipientId);
      if (entry) entry[row.kind === 'Mine' ? 'mine' : 'sys'] += row.count;
    }
    return counts;
  }

  /** Removes one of the user's messages of that list, or, without `id`, all of them. */
  async clean(uid: string, kind: SystemMessageKind, id?: number): Promise<void> {
    if (id === undefined) {
      await this.rows.delete({ recipientId: uid, type: kind });
      return;
    }
    const row = await this.rows.findOneBy({ id, type: kind });
    if (!row) throw notFound('The message does not exist');
    if (row.recipientId !== uid) throw forbidden('You can only delete your own messages');
    await this.rows.delete({ id });
  }

  /** A `Mine` message to one user, written by the system: the message and its one recipient row. */
  async addMine(uid: string, title: string, content: string): Promise<void> {
    await this.transactions.run(async (manager) => {
      const notice = await manager.save(
        manager.create(AdminSysNoticeEntity, {
          title,
          content,
          type: 'Mine',
          recipientId: uid,
          adminId: null,
          state: true,
        }),
      );
      await manager.insert(UserSysNoticeEntity, {
        sysId: notice.id,
        recipientId: uid,
        type: 'Mine',
        state: false,
      });
    });
  }
}
