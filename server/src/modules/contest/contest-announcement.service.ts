import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, In, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { notFound } from '../../common/http/app.exception';
import { Page } from '../../common/http/pagination';
import { findPage } from '../../database/find-page';
import { AccessService } from '../access/access.service';
import { ContestAnnouncementEntity } from './contest-announcement.entity';
import { toAnnouncementView, type ContestAnnouncementResponse } from './contest-view';
import { ContestAnnouncementDto } from './contest.dto';

const VISIBLE = 0;
const PAGE_SIZE = 10;

/** Contest announcements: written by contest admins, pushed to the contest the moment they are published. */
@Injectable()
export class ContestAnnouncementService {
  private readonly listeners = new Set<(announcement: ContestAnnouncementResponse) => void>();

  constructor(
    @InjectRepository(ContestAnnouncementEntity) private readonly rows: Repository<ContestAnnouncementEntity>,
    private readonly access: AccessService,
  ) {}

  /** Called with each announcement published (created visible, or made visible). */
  onPublished(listener: (announcement: ContestAnnouncementResponse) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Throws unless the viewer may read the contest's announcements, on the page or pushed live: those
   * who may view the contest, whether or not its board is public.
   */
  requireReader(viewer: AuthUser | undefined, cid: number): Promise<void> {
    return this.access.requireScope(viewer, { kind: 'contest', cid }, 'view');
  }

  /** What contestants read: the visible ones, newest first. */
  async list(cid: number, query: { currentPage?: number; limit?: number }, viewer: AuthUser) {
    await this.requireReader(viewer, cid);
    return this.page(cid, query, true);
  }

  /** Visible announcements whose ids the client has not marked read. */
  async unread(cid: number, read: number[], viewer: AuthUser): Promise<ContestAnnouncementResponse[]> {
    await this.requireReader(viewer, cid);
    const rows = await this.rows.find({
      where: { cid, status: VISIBLE, ...(read.length > 0 ? { id: Not(In(read)) } : {}) },
      order: { id: 'DESC' },
      take: 100,
    });
    return rows.map(toAnnouncementView);
  }

  /** Every announcement, hidden ones too (contest admins). */
  adminList(
    cid: number,
    query: { currentPage?: number; limit?: number },
  ): Promise<Page<ContestAnnouncementResponse>> {
    return this.page(cid, query, false);
  }

  private async page(cid: number, query: { currentPage?: number; limit?: number }, visibleOnly: boolean) {
    const options = {
      where: visibleOnly ? { cid, status: VISIBLE } : { cid },
      order: { id: 'DESC' },
    } as const;
    return findPage(this.rows, query, PAGE_SIZE, options, (rows) => rows.map(toAnnouncementView));
  }

  async create(dto: ContestAnnouncementDto, author: AuthUser): Promise<ContestAnnouncementResponse> {
    const row = await this.rows.save(
      this.rows.create({
        cid: dto.cid,
        title: dto.announcement.title,
        content: dto.announcement.content,
        status: dto.announcement.status ?? VISIBLE,
        uid: author.uid,
        username: author.username,
      }),
    );
    const view = toAnnouncementView(row);
    if (row.status === VISIBLE) this.publish(view);
    return view;
  }

  async update(dto: ContestAnnouncementDto): Promise<void> {
    const row = await this.require(dto.announcement.id ?? 0, dto.cid);
    const wasVisible = row.status === VISIBLE;
    Object.assign(row, {
      title: dto.announcement.title,
      content: dto.announcement.content,
      status: dto.announcement.status ?? row.status,
    });
    const saved = await this.rows.save(row);
    if (!wasVisible && saved.status === VISIBLE) this.publish(toAnnouncementView(saved));
  }

  async require(id: number, cid?: number): Promise<ContestAnnouncementEntity> {
    const row = await this.rows.findOneBy({ id });
    if (!row || (cid !== undefined && row.cid !== cid)) throw notFound('The announcement does not exist');
    return row;
  }

  async delete(id: number): Promise<void> {
    await this.rows.delete({ id });
  }

  removeAll(cid: number): Promise<unknown> {
    return this.rows.delete({ cid });
  }

  private publish(view: ContestAnnouncementResponse): void {
    for (const listener of this.listeners) listener(view);
  }
}
