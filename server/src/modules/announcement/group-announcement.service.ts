import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest, notFound } from '../../common/http/app.exception';
import type { Page } from '../../common/http/pagination';
import { OnAppEvent } from '../../events/event-bus';
import type { AppEvents } from '../../events/events';
import { AccessService } from '../access/access.service';
import { AnnouncementRows } from './announcement-rows';
import { AnnouncementEntity } from './announcement.entity';
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
    private readonly rows: AnnouncementRows,
    private readonly membership: GroupMembership,
    private readonly access: AccessService,
  ) {}

  async visible(query: GroupPageQueryDto, viewer: AuthUser): Promise<Page<GroupAnnouncementResponse>> {
    await this.membership.requireMember(viewer, query.gid);
    return this.rows.page(query.gid, query, L.announcementPageSize, true, toGroupAnnouncement);
  }

  async all(query: GroupPageQueryDto, viewer: AuthUser): Promise<Page<GroupAnnouncementResponse>> {
    await this.membership.requireAdmin(viewer, query.gid);
    return this.rows.page(query.gid, query, L.adminAnnouncementPageSize, false, toGroupAnnouncement);
  }

  async create(dto: GroupAnnouncementInputDto, author: AuthUser): Promise<GroupAnnouncementResponse> {
    await this.membership.requireAdmin(author, dto.gid);
    return toGroupAnnouncement(await this.rows.create(dto.gid, dto, author));
  }

  async update(dto: GroupAnnouncementInputDto, editor: AuthUser): Promise<GroupAnnouncementResponse> {
    if (dto.id === undefined) throw badRequest('id is required');
    return toGroupAnnouncement(await this.rows.edit(await this.requireWritable(dto.id, editor), dto));
  }

  async delete(aid: number, editor: AuthUser): Promise<void> {
    const row = await this.requireWritable(aid, editor);
    await this.rows.delete(row.id);
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
    const row = await this.rows.find(id);
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
}
