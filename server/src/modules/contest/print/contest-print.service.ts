import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type FindManyOptions } from 'typeorm';
import { CONTEST_CONSTANTS, type ContestPrintView } from '@verdict/common';
import type { AuthUser } from '../../../common/auth/auth-user';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../../common/http/app.exception';
import type { Attachment } from '../../../common/http/attachment';
import type { Page } from '../../../common/http/pagination';
import { KeyValueStore } from '../../../infra/kv/key-value-store';
import { findPage } from '../../../database/find-page';
import { AccessService } from '../../access/access.service';
import { UserDirectory } from '../../user/user-directory';
import { ContestRules } from '../contest-rules';
import type { ContestEntity } from '../contest.entity';
import { ContestPrintEntity } from './contest-print.entity';
import type { PrintListQueryDto, SubmitPrintDto } from './contest-print.dto';

export const PRINT_MESSAGES = {
  closed: 'This contest does not offer printing',
  empty: 'Content cannot be empty',
  tooShort: `The number of content cannot be less than ${CONTEST_CONSTANTS.printMinLength}`,
  notFound: 'The print request does not exist',
} as const;

export const PRINT_WAITING = 0;
export const PRINT_DONE = 1;

/**
 * Contest printing: contestants who may submit send text to print, one request per
 * 30 s; contest admins list the requests, download each with its header and mark it printed.
 */
@Injectable()
export class ContestPrintService {
  constructor(
    private readonly access: AccessService,
    private readonly rules: ContestRules,
    private readonly kv: KeyValueStore,
    @InjectRepository(ContestPrintEntity) private readonly prints: Repository<ContestPrintEntity>,
    private readonly users: UserDirectory,
  ) {}

  async submit(dto: SubmitPrintDto, user: AuthUser): Promise<void> {
    const contest = await this.printingContest(dto.cid, user);
    await this.access.requireScope(user, { kind: 'contest', cid: contest.id }, 'submit');
    if (!dto.content) throw badRequest(PRINT_MESSAGES.empty);
    if (dto.content.length < CONTEST_CONSTANTS.printMinLength) throw badRequest(PRINT_MESSAGES.tooShort);
    const key = `contest-print-interval:${user.uid}`;
    if (!(await this.kv.setIfAbsent(key, '1', CONTEST_CONSTANTS.printIntervalSeconds))) {
      const left = Math.max(1, await this.kv.ttl(key));
      throw tooManyRequests(`Printing too fast, please wait ${left} seconds and try again`);
    }
    const person = await this.users.cardOf(user.uid);
    await this.prints.insert({
      cid: contest.id,
      uid: user.uid,
      username: person?.username ?? user.username,
      realname: person?.realname ?? null,
      content: dto.content,
      status: PRINT_WAITING,
    });
  }

  /** Contest admins see every request, newest first; a contestant sees their own. */
  async list(query: PrintListQueryDto, user: AuthUser): Promise<Page<ContestPrintView<Date>>> {
    const contest = await this.printingContest(query.cid, user);
    const admin = await this.rules.isContestAdmin(user, contest);
    if (!admin) await this.access.requireScope(user, { kind: 'contest', cid: contest.id }, 'view');
    const options = {
      select: ['id', 'cid', 'username', 'realname', 'status', 'gmtCreate'],
      where: admin ? { cid: contest.id } : { cid: contest.id, uid: user.uid },
      order: { id: 'DESC' },
    } satisfies FindManyOptions<ContestPrintEntity>;
    return findPage(this.prints, query, CONTEST_CONSTANTS.printPageSize, options, (rows) =>
      rows.map(({ id, cid, username, realname, status, gmtCreate }) => ({
        id,
        cid,
        username,
        realname,
        status,
        gmtCreate,
      })),
    );
  }

  async markPrinted(id: number, cid: number, user: AuthUser): Promise<void> {
    const row = await this.adminRequest(id, user);
    if (row.cid !== cid) throw notFound(PRINT_MESSAGES.notFound);
    await this.prints.update({ id }, { status: PRINT_DONE });
  }

  /** A request's text as the organisers print it: who and when first. */
  async download(id: number, user: AuthUser): Promise<Attachment> {
    const row = await this.adminRequest(id, user);
    const header = [
      `Username: ${row.username}`,
      `Real name: ${row.realname ?? ''}`,
      `Print time: ${row.gmtCreate.toISOString().replace('T', ' ').slice(0, 19)} UTC`,
      '',
    ].join('\n');
    return {
      fileName: `contest-${row.cid}-print-${row.id}.txt`,
      contentType: 'text/plain; charset=utf-8',
      body: Buffer.from(`${header}\n${row.content}\n`, 'utf8'),
    };
  }

  /** A request of a contest the user administers. */
  private async adminRequest(id: number, user: AuthUser): Promise<ContestPrintEntity> {
    const row = await this.prints.findOneBy({ id });
    if (!row) throw notFound(PRINT_MESSAGES.notFound);
    const contest = await this.rules.visibleContest(user, row.cid);
    if (!(await this.rules.isContestAdmin(user, contest))) throw forbidden();
    return row;
  }

  private async printingContest(cid: number, user: AuthUser): Promise<ContestEntity> {
    const contest = await this.rules.visibleContest(user, cid);
    if (!contest.openPrint) throw forbidden(PRINT_MESSAGES.closed);
    return contest;
  }
}
