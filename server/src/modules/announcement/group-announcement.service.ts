import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest, notFound } from '../../common/http/app.exception';
import { pageWindow, toPage, type Page } from '../../common/http/pagination';
import { OnAppEvent } from '../../events/event-bus';
import type { AppEvents } from '../../events/events';
import { AccessService } from '../access/access.service';
import { AnnouncementEntity, AnnouncementStatus } from './announcement.entity';
import { GroupMembership } from '../group/group-membership.service';
import { GROUP_LIMITS as L, GROUP_MESSAGES } from '../group/group-messages';
import type { GroupPageQueryDto } from '../group/group.dto';
import {
  toGroupAnnouncement,
  type GroupAnnouncementInputDto,
  type GroupAnnouncementResponse,
} from './group-announcement.dto';

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
    private readonly access: AccessService,
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

  /** A disbanded group's announcements go with it. */
  @OnAppEvent('group.deleting')
  async groupDeleting({ manager, gid }: AppEvents['group.deleting']): Promise<void> {
    await manager.delete(AnnouncementEntity, { gid });
  }

  /**
   * The group's announcement, when the editor may edit it (the access policy's `edit`): a group
   * root, or its author while a group admin; 404 to non-members.
   */
  private async requireWritable(id: number, editor: AuthUser): Promise<AnnouncementEntity> {
    const row = await this.rows.findOneBy({ id });
    if (!row || row.gid === null) throw notFound(GROUP_MESSAGES.announcementNotFound);
    await this.access.require(
      editor,
      'edit',
      { kind: 'announcement', ownerUid: row.uid, gid: row.gid },
      {
        notFound: GROUP_MESSAGES.announcementNotFound,
        forbidden: GROUP_MESSAGES.notAdmin,
        notOwner: GROUP_MESSAGES.notYourAnnouncement,
      },
    );
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
