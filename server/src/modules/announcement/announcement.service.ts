import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { notFound } from '../../common/http/app.exception';
import { Page, PageQueryDto, pageWindow, toPage } from '../../common/http/pagination';
import {
  AnnouncementCreateDto,
  AnnouncementResponse,
  AnnouncementUpdateDto,
  toAnnouncementResponse,
} from './announcement.dto';
import { AnnouncementEntity, AnnouncementStatus } from './announcement.entity';

/** HOJ's default page size for both the public and the admin list. */
const PAGE_SIZE = 10;

/** Site-wide announcements (gid null): admins write them, everyone reads the visible ones. */
@Injectable()
export class AnnouncementService {
  constructor(@InjectRepository(AnnouncementEntity) private readonly rows: Repository<AnnouncementEntity>) {}

  /** What the home page shows: visible ones, newest first. */
  visible(query: PageQueryDto): Promise<Page<AnnouncementResponse>> {
    return this.page(query, true);
  }

  /** Every site announcement, hidden ones too. */
  all(query: PageQueryDto): Promise<Page<AnnouncementResponse>> {
    return this.page(query, false);
  }

  async create(dto: AnnouncementCreateDto, author: AuthUser): Promise<AnnouncementResponse> {
    const row = await this.rows.save(
      this.rows.create({
        title: dto.title,
        content: dto.content,
        status: dto.status ?? AnnouncementStatus.VISIBLE,
        uid: author.uid,
        username: author.username,
        gid: null,
      }),
    );
    return toAnnouncementResponse(row);
  }

  async update(dto: AnnouncementUpdateDto): Promise<AnnouncementResponse> {
    const row = await this.require(dto.id);
    row.title = dto.title;
    row.content = dto.content;
    if (dto.status !== undefined) row.status = dto.status;
    return toAnnouncementResponse(await this.rows.save(row));
  }

  async delete(id: number): Promise<void> {
    await this.require(id);
    await this.rows.delete({ id });
  }

  private async require(id: number): Promise<AnnouncementEntity> {
    const row = await this.rows.findOneBy({ id, gid: IsNull() });
    if (!row) throw notFound('The announcement does not exist');
    return row;
  }

  private async page(query: PageQueryDto, visibleOnly: boolean): Promise<Page<AnnouncementResponse>> {
    const { current, size, skip } = pageWindow(query, PAGE_SIZE);
    const [rows, total] = await this.rows.findAndCount({
      where: visibleOnly ? { gid: IsNull(), status: AnnouncementStatus.VISIBLE } : { gid: IsNull() },
      order: { id: 'DESC' },
      skip,
      take: size,
    });
    return toPage(rows.map(toAnnouncementResponse), total, current, size);
  }
}
