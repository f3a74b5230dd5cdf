import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import type { Page, PageQueryDto } from '../../common/http/pagination';
import { OnAppEvent } from '../../events/event-bus';
import type { AppEvents } from '../../events/events';
import { findPage } from '../../database/find-page';
import { AnnouncementEntity, AnnouncementStatus } from './announcement.entity';

/** What the author writes: title, content and, when given, whether it is shown (0) or hidden (1). */
export interface AnnouncementText {
  title: string;
  content: string;
  status?: number;
}

/**
 * The one table behind the site's announcements (`gid` null) and each group's (its `gid`): the same
 * lists and writes for both. Who may read or write them is the caller's question.
 */
@Injectable()
export class AnnouncementRows {
  constructor(@InjectRepository(AnnouncementEntity) private readonly rows: Repository<AnnouncementEntity>) {}

  @OnAppEvent('user.counting-made')
  async countMade({ uids, made }: AppEvents['user.counting-made']): Promise<void> {
    made.announcements = await this.rows.countBy({ uid: In(uids) });
  }

  /** Newest first; `visibleOnly` leaves the hidden ones out. */
  page<View>(
    gid: number | null,
    query: PageQueryDto,
    defaultSize: number,
    visibleOnly: boolean,
    toView: (row: AnnouncementEntity) => View,
  ): Promise<Page<View>> {
    const where = { gid: gid ?? IsNull(), ...(visibleOnly && { status: AnnouncementStatus.VISIBLE }) };
    return findPage(this.rows, query, defaultSize, { where, order: { id: 'DESC' } }, (rows) =>
      rows.map(toView),
    );
  }

  /** Shown unless the author hides it. */
  create(gid: number | null, text: AnnouncementText, author: AuthUser): Promise<AnnouncementEntity> {
    return this.rows.save(
      this.rows.create({
        title: text.title,
        content: text.content,
        status: text.status ?? AnnouncementStatus.VISIBLE,
        uid: author.uid,
        username: author.username,
        gid,
      }),
    );
  }

  /** New title and content; the visibility only when the text gives one. */
  edit(row: AnnouncementEntity, text: AnnouncementText): Promise<AnnouncementEntity> {
    row.title = text.title;
    row.content = text.content;
    if (text.status !== undefined) row.status = text.status;
    return this.rows.save(row);
  }

  find(id: number): Promise<AnnouncementEntity | null> {
    return this.rows.findOneBy({ id });
  }

  async delete(id: number): Promise<void> {
    await this.rows.delete({ id });
  }
}
