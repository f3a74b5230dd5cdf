import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FindOptionsWhere, In, Repository, SelectQueryBuilder } from 'typeorm';
import {
  ErrorCode,
  JudgeStatus,
  type RemoteRunView,
  type WaitReason,
  type SubmissionDetailView,
  type CaseResultsView,
  type LastAcceptedCodeView,
  type SubmissionStatusEvent,
} from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { notFound, unauthorized } from '../../common/http/app.exception';
import { Page, pageWindow, toPage } from '../../common/http/pagination';
import { TtlCache } from '../../common/cache/ttl-cache';
import { EventBus, OnAppEvent } from '../../events/event-bus';
import { AccessService } from '../access/access.service';
import { PUBLIC_SCOPE, type Scope } from '../access/scope';
import { submissionsIn } from '../access/scope-conditions';
import { hidesResultOf, isHiddenRow, OPEN_LENS, type SubmissionLens } from '../access/submission-lens';
import { power } from '../access/staff-powers';
import { ProblemService } from '../problem/problem.service';
import { SiteConfigService } from '../site/site-config.service';
import { UserService } from '../user/user.service';
import { JudgeCaseEntity } from './judge-case.entity';
import { SubmissionListQueryDto, SubmissionSummary, toSubmissionSummary } from './submission.dto';
import { SubmissionEntity } from './submission.entity';
import { buildCaseResults } from './case-results';
import { errorMessageSeenBy } from './error-message-view';
import { FailingCaseService } from './failing-case.service';
import { throughLens } from './submission-lens-view';
import { SubmissionWaitReasons, waitReasonSeenBy } from './submission-wait-reasons';

const LIST_PAGE_SIZE = 15;

/** Columns lists read: everything but the code. */
const SUMMARY_COLUMNS: (keyof SubmissionEntity)[] = [
  'submitId',
  'uid',
  'username',
  'pid',
  'displayPid',
  'cid',
  'gid',
  'status',
  'score',
  'oiRankScore',
  'time',
  'memory',
  'length',
  'language',
  'judger',
  'isManual',
  'share',
  'submitTime',
  // for waitReason
  'version',
  'judgeStage',
  'gmtModified',
];

export type SubmissionDetailResponse = SubmissionDetailView<Date>;

/** A list's row count, and its newest submit id when counted. */
interface ListCount {
  total: number;
  newest: number;
}

@Injectable()
export class SubmissionQueryService {
  constructor(
    @InjectRepository(SubmissionEntity) private readonly submissions: Repository<SubmissionEntity>,
    @InjectRepository(JudgeCaseEntity) private readonly cases: Repository<JudgeCaseEntity>,
    private readonly problems: ProblemService,
    private readonly access: AccessService,
    private readonly users: UserService,
    private readonly failingCases: FailingCaseService,
    private readonly waitReasons: SubmissionWaitReasons,
    private readonly siteConfig: SiteConfigService,
    private readonly bus: EventBus,
  ) {}

  /** Counts of lists without a status filter: a new or removed row changes them. */
  private readonly totals = new TtlCache<ListCount>(2_000);
  /** Counts of lists filtered by status: any status change may change them too. */
  private readonly statusTotals = new TtlCache<ListCount>(2_000);
  private readonly pages = new TtlCache<Page<SubmissionSummary>>(1_000);
  private readonly problemTitles = new TtlCache<string>(60_000, 5_000);

  /**
   * The status page. A page is the same for every viewer with the same lens, so it is kept for a
   * second: the page polls every 2 s anyway, and a busy contest floor asks for the same first
   * page thousands of times. A new submission or verdict seen by this instance drops the kept
   * pages. Under a sealed board each viewer sees their own rows besides the pre-seal ones.
   */
  async list(
    scope: Scope,
    query: SubmissionListQueryDto,
    viewer?: AuthUser,
  ): Promise<Page<SubmissionSummary>> {
    if (query.onlyMine && !viewer) throw unauthorized();
    await this.access.requireScope(viewer, scope, 'view');
    const lens = await this.access.lens(viewer, scope);
    const { onlyMine, ...shared } = query;
    const personal = onlyMine || lens.othersHiddenFrom !== null;
    const key = JSON.stringify([
      scope,
      personal ? (viewer?.uid ?? null) : null,
      lens.othersHiddenFrom,
      shared,
    ]);
    const page = await this.pages.get(key, () => this.loadPage(scope, query, lens, viewer));
    return {
      ...page,
      records: page.records.map((summary) => shownTo(throughLens(summary, lens, viewer?.uid), viewer)),
    };
  }

  /**
   * Drops kept pages on every status change, and after a change no status event announces
   * (deletion, with no `change`). The counts go with what they count: a new submission or a new
   * attempt (Pending) and a deletion change every count, any other status change only the counts
   * of lists filtered by status.
   */
  @OnAppEvent('submission.status')
  forgetPages(change?: Pick<SubmissionStatusEvent, 'status'>): void {
    this.pages.clear();
    this.statusTotals.clear();
    if (!change || change.status === JudgeStatus.PENDING) this.totals.clear();
  }

  private async loadPage(
    scope: Scope,
    query: SubmissionListQueryDto,
    lens: SubmissionLens,
    viewer?: AuthUser,
  ): Promise<Page<SubmissionSummary>> {
    const { current, size, skip } = pageWindow(query, LIST_PAGE_SIZE);
    const uid = query.onlyMine ? viewer!.uid : query.username ? await this.uidOf(query.username) : undefined;
    if (uid === null) return toPage([], 0, current, size);
    const builder = this.submissions.createQueryBuilder('j').where(submissionsIn(scope));
    this.applyFilters(builder, query, uid);
    if (lens.othersHiddenFrom) {
      builder.andWhere('(j.uid = :me OR j.submitTime < :hiddenFrom)', {
        me: viewer?.uid ?? '',
        hiddenFrom: lens.othersHiddenFrom,
      });
    }
    // The count is kept a moment (counting 100 000 rows on every request would not do), and is
    // dropped when what it counts changes; a row newer than the count (made through another API
    // instance) has it counted again, so the total never lags the rows it is shown under.
    const counts = query.status === undefined ? this.totals : this.statusTotals;
    const countKey = JSON.stringify([
      scope,
      uid,
      query.status,
      query.problemID,
      query.completeProblemID,
      lens.othersHiddenFrom ? [viewer?.uid, lens.othersHiddenFrom] : null,
    ]);
    const count = async (): Promise<ListCount> => {
      const row = await builder
        .clone()
        .select('COUNT(*)', 'n')
        .addSelect('MAX(j.submitId)', 'newest')
        .getRawOne<{ n: number | string; newest: number | string | null }>();
      return { total: Number(row?.n ?? 0), newest: Number(row?.newest ?? 0) };
    };
    const [rows, counted] = await Promise.all([
      this.summaryRows(builder.clone().orderBy('j.submitId', 'DESC').offset(skip).limit(size)),
      counts.get(countKey, count),
    ]);
    let total = counted.total;
    if (rows.length > 0 && rows[0].submitId > counted.newest) {
      counts.delete(countKey);
      total = (await counts.get(countKey, count)).total;
    }
    const [titles, reasons] = await Promise.all([
      this.titles(rows.map((row) => row.pid)),
      this.waitReasons.of(rows),
    ]);
    return toPage(
      rows.map((row) => withReason(toSubmissionSummary(row, titles.get(row.pid)), reasons)),
      total,
      current,
      size,
    );
  }

  /**
   * Reads list rows as raw values and converts them column by column: entity hydration costs
   * several times the query itself on a 15-row page.
   */
  private async summaryRows(builder: SelectQueryBuilder<SubmissionEntity>): Promise<SubmissionEntity[]> {
    const metadata = this.submissions.metadata;
    const driver = this.submissions.manager.connection.driver;
    const columns = SUMMARY_COLUMNS.map((name) => metadata.findColumnWithPropertyName(name)!);
    builder.select([]);
    for (const column of columns) builder.addSelect(`j.${column.propertyName}`, column.propertyName);
    const raw = await builder.getRawMany<Record<string, unknown>>();
    return raw.map(
      (row) =>
        Object.fromEntries(
          columns.map((column) => [
            column.propertyName,
            driver.prepareHydratedValue(row[column.propertyName], column),
          ]),
        ) as unknown as SubmissionEntity,
    );
  }

  /** The uid behind a username filter (the list is indexed by uid), null when nobody has it. */
  private async uidOf(username: string): Promise<string | null> {
    return (await this.users.findByUsername(username))?.uid ?? null;
  }

  private applyFilters(
    builder: SelectQueryBuilder<SubmissionEntity>,
    query: SubmissionListQueryDto,
    uid?: string,
  ) {
    if (uid) builder.andWhere('j.uid = :uid', { uid });
    if (query.status !== undefined) builder.andWhere('j.status = :status', { status: query.status });
    if (query.problemID) {
      if (query.completeProblemID) builder.andWhere('j.displayPid = :pid', { pid: query.problemID });
      else
        builder.andWhere('j.displayPid LIKE :pid', { pid: `${query.problemID.replace(/[%_\\]/g, '\\$&')}%` });
    }
  }

  private async titles(pids: number[]): Promise<Map<number, string>> {
    const unique = [...new Set(pids)];
    const titles = await Promise.all(
      unique.map((pid) =>
        this.problemTitles.get(String(pid), async () => (await this.problems.findById(pid))?.title ?? ''),
      ),
    );
    return new Map(unique.map((pid, i) => [pid, titles[i]]));
  }

  /** The verdict, time and memory of each of these submissions, by submit id. */
  async outcomesOf(
    submitIds: readonly number[],
  ): Promise<Map<number, Pick<SubmissionEntity, 'submitId' | 'status' | 'time' | 'memory'>>> {
    if (submitIds.length === 0) return new Map();
    const rows = await this.submissions.find({
      where: { submitId: In([...submitIds]) },
      select: { submitId: true, status: true, time: true, memory: true },
    });
    return new Map(rows.map((row) => [row.submitId, row]));
  }

  /** Each submission's case verdicts in judging order (none for a compile or system error). */
  async caseStatusesOf(submitIds: readonly number[]): Promise<Map<number, number[]>> {
    const statuses = new Map<number, number[]>();
    if (submitIds.length === 0) return statuses;
    const rows = await this.cases.find({
      where: { submitId: In([...submitIds]) },
      select: { submitId: true, seq: true, status: true },
      order: { submitId: 'ASC', seq: 'ASC', id: 'ASC' },
    });
    for (const row of rows) {
      const list = statuses.get(row.submitId) ?? [];
      list.push(row.status);
      statuses.set(row.submitId, list);
    }
    return statuses;
  }

  async get(submitId: number): Promise<SubmissionEntity> {
    const row = await this.submissions.findOneBy({ submitId });
    if (!row) throw notFound('The submission does not exist', ErrorCode.SUBMISSION_NOT_FOUND);
    return row;
  }

  async detail(submitId: number, viewer?: AuthUser): Promise<SubmissionDetailResponse> {
    const row = await this.get(submitId);
    const lens = await this.access.requireSubmissionView(viewer, row);
    const [problem, reasons, practiceCodeHidden] = await Promise.all([
      this.problems.findById(row.pid),
      this.waitReasons.of([row]),
      this.siteConfig.hidesPracticeCode(),
    ]);
    const codeHiddenReason = this.access.codeHiddenReason(viewer, row, problem, practiceCodeHidden, lens);
    const canSeeCode = codeHiddenReason === null;
    // A remote problem's System Error is the remote judge's worker saying why (no verdict within the
    // judge's limit), never this site's judge hosts: its owner reads it.
    const seesJudgeFailures = power(viewer, 'sees-judge-failures') || problem?.isRemote === true;
    const summary = withReason(toSubmissionSummary(row, problem?.title), reasons);
    return {
      submission: {
        ...shownTo(throughLens(summary, lens, viewer?.uid), viewer),
        code: canSeeCode ? row.code : null,
        errorMessage: hidesResultOf(lens, row)
          ? null
          : errorMessageSeenBy(row.status, row.errorMessage, { canSeeCode, seesJudgeFailures }),
      },
      codeHiddenReason,
      codeShare: problem?.codeShare ?? false,
      waCaseData: await this.failingCases.downloadableCase(row, viewer),
      remoteRun: problem?.isRemote ? await this.remoteRunOf(row.submitId) : null,
    };
  }

  private async remoteRunOf(submitId: number): Promise<RemoteRunView | null> {
    return (await this.bus.ask('remote-judge.runs', { submitIds: [submitId] })).get(submitId) ?? null;
  }

  /** Per-case results; null when the problem keeps them closed (openCaseResult off) for non-admins. */
  async caseResults(submitId: number, viewer?: AuthUser): Promise<CaseResultsView | null> {
    const row = await this.get(submitId);
    const lens = await this.access.requireSubmissionView(viewer, row);
    if (lens.hidesCaseResults || hidesResultOf(lens, row)) return null;
    const problem = await this.problems.findById(row.pid);
    if (!this.access.seesCaseResults(viewer, problem)) return null;
    const cases = await this.cases.find({ where: { submitId }, order: { seq: 'ASC' } });
    return buildCaseResults(problem?.judgeCaseMode ?? 'default', cases, {
      showData: this.access.seesCaseData(viewer, row, lens),
      seesJudgeFailures: power(viewer, 'sees-judge-failures'),
    });
  }

  /** The user's newest accepted code for a problem in the scope (editor "load last AC"), or null. */
  async lastAcceptedCode(user: AuthUser, scope: Scope, pid: number): Promise<LastAcceptedCodeView | null> {
    await this.access.requireScope(user, scope, 'view');
    if (this.access.practiceCodeHiddenFrom(user, scope, await this.siteConfig.hidesPracticeCode()))
      return null;
    const row = await this.submissions.findOne({
      select: { submitId: true, code: true, language: true },
      where: { uid: user.uid, pid, status: JudgeStatus.ACCEPTED, ...submissionsIn(scope) },
      order: { submitId: 'DESC' },
    });
    return row ? { submitId: row.submitId, code: row.code, language: row.language } : null;
  }

  /** Status polling inside a scope the viewer must be able to enter (a contest's). */
  async statusesIn(
    scope: Scope,
    submitIds: number[],
    viewer: AuthUser,
  ): Promise<Record<number, SubmissionSummary>> {
    await this.access.requireScope(viewer, scope, 'view');
    return this.statuses(scope, submitIds, viewer);
  }

  /** Status polling: submitId → summary of the scope's submissions, never the code. */
  async statuses(
    scope: Scope,
    submitIds: number[],
    viewer?: AuthUser,
  ): Promise<Record<number, SubmissionSummary>> {
    if (submitIds.length === 0) return {};
    const lens = await this.access.lens(viewer, scope);
    return this.summaries([submissionsIn(scope)], submitIds, lens, viewer);
  }

  /**
   * Status polling after a practice submit: the public set's submissions, and the viewer's own made
   * outside contests — in a group or a group's training, which the viewer entered to submit.
   */
  async practiceStatuses(submitIds: number[], viewer?: AuthUser): Promise<Record<number, SubmissionSummary>> {
    if (submitIds.length === 0) return {};
    const own = viewer ? [{ uid: viewer.uid, cid: 0, isVerification: false }] : [];
    return this.summaries([submissionsIn(PUBLIC_SCOPE), ...own], submitIds, OPEN_LENS, viewer);
  }

  private async summaries(
    where: FindOptionsWhere<SubmissionEntity>[],
    submitIds: number[],
    lens: SubmissionLens,
    viewer?: AuthUser,
  ): Promise<Record<number, SubmissionSummary>> {
    const found = await this.submissions.find({
      select: SUMMARY_COLUMNS,
      where: where.map((condition) => ({ ...condition, submitId: In(submitIds) })),
    });
    const rows = found.filter((row) => !isHiddenRow(lens, row, viewer?.uid));
    const reasons = await this.waitReasons.of(rows);
    return Object.fromEntries(
      rows.map((row) => [
        row.submitId,
        shownTo(throughLens(withReason(toSubmissionSummary(row), reasons), lens, viewer?.uid), viewer),
      ]),
    );
  }

  async share(viewer: AuthUser, submitId: number, share: boolean): Promise<void> {
    const row = await this.get(submitId);
    this.access.requireShare(viewer, row, await this.problems.findById(row.pid));
    await this.submissions.update({ submitId }, { share });
  }
}

function withReason(summary: SubmissionSummary, reasons: Map<number, WaitReason>): SubmissionSummary {
  const waitReason = reasons.get(summary.submitId);
  return waitReason ? { ...summary, waitReason } : summary;
}

/** A summary as this viewer may read it: the wait reason's admin text for admins only. */
function shownTo(summary: SubmissionSummary, viewer?: AuthUser): SubmissionSummary {
  return summary.waitReason
    ? { ...summary, waitReason: waitReasonSeenBy(summary.waitReason, viewer) }
    : summary;
}
