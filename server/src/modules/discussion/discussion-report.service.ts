import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { DISCUSSION_CONSTANTS, type Page } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest, notFound } from '../../common/http/app.exception';
import { type PageQueryDto } from '../../common/http/pagination';
import { findPage } from '../../database/find-page';
import { DISCUSSION_MESSAGES } from './discussion-messages';
import { DiscussionReader } from './discussion-reader';
import { DiscussionReportEntity } from './discussion-report.entity';
import {
  toReportView,
  type AdminReportUpdateDto,
  type DiscussionReportInputDto,
  type DiscussionReportResponse,
} from './discussion.dto';
import { DiscussionEntity } from './discussion.entity';

/** The reason of a report: its content after the `#tag#` marks the report dialog puts first. */
function reasonOf(content: string): string {
  return content.replace(/^(\s*#[^#]*#)+/, '').trim();
}

/** Reports of discussions: users file them, admins read and mark them handled. */
@Injectable()
export class DiscussionReportService {
  constructor(
    private readonly reader: DiscussionReader,
    @InjectRepository(DiscussionReportEntity) private readonly reports: Repository<DiscussionReportEntity>,
    @InjectRepository(DiscussionEntity) private readonly discussions: Repository<DiscussionEntity>,
  ) {}

  async add(dto: DiscussionReportInputDto, viewer: AuthUser): Promise<void> {
    if (reasonOf(dto.content).length > DISCUSSION_CONSTANTS.reportMaxLength) {
      throw badRequest(DISCUSSION_MESSAGES.reportTooLong);
    }
    await this.reader.readable(dto.did, viewer);
    await this.reports.insert({
      did: dto.did,
      reporter: viewer.username,
      content: dto.content,
      status: false,
    });
  }

  /** Newest first, each with the title of the discussion reported. */
  async list(query: PageQueryDto): Promise<Page<DiscussionReportResponse>> {
    const order = { id: 'DESC' } as const;
    return findPage(this.reports, query, DISCUSSION_CONSTANTS.reportPageSize, { order }, async (rows) => {
      const dids = [...new Set(rows.map((row) => row.did))];
      const titles = new Map(
        dids.length === 0
          ? []
          : (await this.discussions.find({ where: { id: In(dids) }, select: { id: true, title: true } })).map(
              (row) => [row.id, row.title] as const,
            ),
      );
      return rows.map((row) => toReportView(row, titles.get(row.did) ?? ''));
    });
  }

  async update(dto: AdminReportUpdateDto): Promise<void> {
    const result = await this.reports.update({ id: dto.id }, { status: dto.status });
    if (!result.affected) throw notFound(DISCUSSION_MESSAGES.reportNotFound);
  }
}
