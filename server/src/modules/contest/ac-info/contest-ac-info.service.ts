import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CONTEST_CONSTANTS, Role, type ContestAcRecordView } from '@verdict/common';
import type { AuthUser } from '../../../common/auth/auth-user';
import { forbidden, notFound } from '../../../common/http/app.exception';
import { Page, pageWindow, toPage } from '../../../common/http/pagination';
import { ContestSubmissions } from '../../submission/contest-submissions';
import { UserDirectory } from '../../user/user-directory';
import { ContestProblemEntity } from '../contest-problem.entity';
import { ContestRules } from '../contest-rules';
import type { ContestEntity } from '../contest.entity';
import { ContestAcCheckEntity } from './contest-ac-check.entity';
import type { AcInfoQueryDto, CheckAcDto } from './contest-ac-info.dto';

/**
 * The AC helper for contest admins: each contestant's first accepted submission per
 * problem during the contest, first blood marked, newest first, with a tick for the balloon runner.
 * The author and super admins try problems out and get no balloons (as on the board).
 */
@Injectable()
export class ContestAcInfoService {
  constructor(
    private readonly rules: ContestRules,
    private readonly submissions: ContestSubmissions,
    @InjectRepository(ContestProblemEntity) private readonly problems: Repository<ContestProblemEntity>,
    private readonly users: UserDirectory,
    @InjectRepository(ContestAcCheckEntity) private readonly checks: Repository<ContestAcCheckEntity>,
  ) {}

  async list(query: AcInfoQueryDto, user: AuthUser): Promise<Page<ContestAcRecordView<Date>>> {
    const contest = await this.administered(query.cid, user);
    const records = await this.records(contest);
    const shown = query.onlyUnchecked ? records.filter((record) => !record.checked) : records;
    const { current, size, skip } = pageWindow(query, CONTEST_CONSTANTS.acInfoPageSize);
    return toPage(shown.slice(skip, skip + size), shown.length, current, size);
  }

  async check(dto: CheckAcDto, user: AuthUser): Promise<void> {
    const contest = await this.administered(dto.cid, user);
    if (!(await this.submissions.isAccepted(contest.id, dto.id)))
      throw notFound('The accepted submission does not exist');
    await this.checks.upsert({ cid: contest.id, submitId: dto.id, checked: dto.checked }, [
      'cid',
      'submitId',
    ]);
  }

  private async administered(cid: number, user: AuthUser): Promise<ContestEntity> {
    const contest = await this.rules.visibleContest(user, cid);
    if (!(await this.rules.isContestAdmin(user, contest))) throw forbidden();
    return contest;
  }

  /** Every record of the contest, newest first. */
  private async records(contest: ContestEntity): Promise<ContestAcRecordView<Date>[]> {
    const accepted = await this.submissions.acceptedIn(contest.id, {
      from: contest.startTime,
      to: contest.endTime,
    });
    const uids = [...new Set(accepted.map((row) => row.uid))];
    const [problems, people, checks] = await Promise.all([
      this.problems.find({ where: { cid: contest.id }, select: ['pid', 'displayId', 'color'] }),
      this.users.cardsOf(uids),
      this.checks.find({ where: { cid: contest.id, checked: true }, select: ['submitId'] }),
    ]);
    const problemOf = new Map(problems.map((row) => [row.pid, row]));
    const checked = new Set(checks.map((row) => row.submitId));
    const seen = new Set<string>();
    const blooded = new Set<number>();
    const records: ContestAcRecordView<Date>[] = [];
    for (const row of accepted) {
      const problem = problemOf.get(row.pid);
      const person = people.get(row.uid);
      const role = person?.role ?? Role.DEFAULT_USER;
      if (!problem || this.rules.isAuthorOrSuperAdmin({ uid: row.uid, role }, contest)) continue;
      const cell = `${row.uid}:${row.pid}`;
      if (seen.has(cell)) continue;
      seen.add(cell);
      records.push({
        id: row.submitId,
        cid: contest.id,
        pid: row.pid,
        displayId: problem.displayId,
        color: problem.color,
        uid: row.uid,
        username: row.username,
        realname: person?.realname ?? null,
        submitTime: row.submitTime,
        firstBlood: !blooded.has(row.pid),
        checked: checked.has(row.submitId),
      });
      blooded.add(row.pid);
    }
    return records.reverse();
  }
}
