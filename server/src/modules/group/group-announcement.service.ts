import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest, forbidden, notFound } from '../../common/http/app.exception';
import { pageWindow, toPage, type Page } from '../../common/http/pagination';
import { AnnouncementEntity, AnnouncementStatus } from '../announcement/announcement.entity';
import { GroupMembership } from './group-membership.service';
import { GROUP_LIMITS as L, GROUP_MESSAGES } from './group-messages';
import {
  toGroupAnnouncement,
  type GroupAnnouncementInputDto,
  type GroupAnnouncementResponse,
  type GroupPageQueryDto,
} from './group.dto';

/**
 * A group's announcements: rows of the announcement table carrying its `gid`. Members read the
 * visible ones (the home panel, 5 a page); group admins list all (10 a page) and write them; a
 * group root edits or deletes any, other admins only their own.
 */
@Injectable()
export class GroupAnnouncementService {
  constructor(
    @InjectRepository(AnnouncementEntity) private readonly rows: Repository<AnnouncementEntity>,
    private readonly membership: GroupMembership,
  ) {}

  async visible(query: GroupPageQueryDto, viewer: AuthUser): Promise<Page<GroupAnnouncementResponse>> {
    await this.membership.requireMember(viewer, query.gid);
    return this.page(query, L.announcementPageSize, true);
  }

  async all(query: GroupPageQueryDto, viewer: AuthUser): Promise<Page<GroupAnnouncementResponse>> {
    await this.membership.requireAdmin(viewer, query.gid);
    return this.page(query, L.adminAnnouncementPageSize, false);
  }

  async create(dto: GroupAnnouncementInputDto, author: AuthUser): Promise<GroupAnnouncementResponse> {
    await this.membership.requireAdmin(author, dto.gid);
    const row = await this.rows.save(
      this.rows.create({
        title: dto.title,
        content: dto.content,
        status: dto.status ?? AnnouncementStatus.VISIBLE,
        uid: author.uid,
        username: author.username,
        gid: dto.gid,
      }),
    );
    return toGroupAnnouncement(row);
  }

  async update(dto: GroupAnnouncementInputDto, editor: AuthUser): Promise<GroupAnnouncementResponse> {
    if (dto.id === undefined) throw badRequest('id is required');
    const row = await this.requireWritable(dto.id, editor);
    row.title = dto.title;
    row.content = dto.content;
    if (dto.status !== undefined) row.status = dto.status;
    return toGroupAnnouncement(await this.rows.save(row));
  }

  async delete(aid: number, editor: AuthUser): Promise<void> {
    const row = await this.requireWritable(aid, editor);
    await this.rows.delete({ id: row.id });
  }

  /** The group's announcement, when the editor is its admin and (unless a root) its author. */
  private async requireWritable(id: number, editor: AuthUser): Promise<AnnouncementEntity> {
    const row = await this.rows.findOneBy({ id });
    if (!row || row.gid === null) throw notFound(GROUP_MESSAGES.announcementNotFound);
    const group = await this.membership.requireAdmin(editor, row.gid);
    if (row.uid !== editor.uid && !(await this.membership.isGroupRoot(editor, group))) {
      throw forbidden(GROUP_MESSAGES.notYourAnnouncement);
    }
    return row;
  }

  private async page(
    query: GroupPageQueryDto,
    defaultSize: number,
    visibleOnly: boolean,
  ): Promise<Page<GroupAnnouncementResponse>> {
    const { current, size, skip } = pageWindow(query, defaultSize);
    const [rows, total] = await this.rows.findAndCount({
      where: visibleOnly ? { gid: query.gid, status: AnnouncementStatus.VISIBLE } : { gid: query.gid },
      order: { id: 'DESC' },
      skip,
      take: size,
    });
    return toPage(rows.map(toGroupAnnouncement), total, current, size);
  }
}
