import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { notFound } from '../../common/http/app.exception';
import type { Page, PageQueryDto } from '../../common/http/pagination';
import { AnnouncementRows } from './announcement-rows';
import {
  AnnouncementCreateDto,
  AnnouncementResponse,
  AnnouncementUpdateDto,
  toAnnouncementResponse,
} from './announcement.dto';
import type { AnnouncementEntity } from './announcement.entity';

/** HOJ's default page size for both the public and the admin list. */
const PAGE_SIZE = 10;

/** Site-wide announcements (gid null): admins write them, everyone reads the visible ones. */
@Injectable()
export class AnnouncementService {
  constructor(private readonly rows: AnnouncementRows) {}

  /** What the home page shows: visible ones, newest first. */
  visible(query: PageQueryDto): Promise<Page<AnnouncementResponse>> {
    return this.rows.page(null, query, PAGE_SIZE, true, toAnnouncementResponse);
  }

  /** Every site announcement, hidden ones too. */
  all(query: PageQueryDto): Promise<Page<AnnouncementResponse>> {
    return this.rows.page(null, query, PAGE_SIZE, false, toAnnouncementResponse);
  }

  async create(dto: AnnouncementCreateDto, author: AuthUser): Promise<AnnouncementResponse> {
    return toAnnouncementResponse(await this.rows.create(null, dto, author));
  }

  async update(dto: AnnouncementUpdateDto): Promise<AnnouncementResponse> {
    return toAnnouncementResponse(await this.rows.edit(await this.require(dto.id), dto));
  }

  async delete(id: number): Promise<void> {
    await this.require(id);
    await this.rows.delete(id);
  }

  private async require(id: number): Promise<AnnouncementEntity> {
    const row = await this.rows.find(id);
    if (!row || row.gid !== null) throw notFound('The announcement does not exist');
    return row;
  }
}
