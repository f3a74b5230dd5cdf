import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository, SelectQueryBuilder } from 'typeorm';
import { ErrorCode, isRemoteJudgeBank, JudgeStatus } from '@verdict/common';
import { badRequest, notFound } from '../../common/http/app.exception';
import { Page, pageWindow, toPage } from '../../common/http/pagination';
import { AccessService } from '../access/access.service';
import { PUBLIC_SCOPE, type Scope } from '../access/scope';
import { problemsIn } from '../access/scope-conditions';
import type { Viewer } from '../access/viewer';
import { JudgeLanguageAvailability } from '../language/judge-language-availability';
import { LanguageService } from '../language/language.service';
import { TagService } from '../tag/tag.service';
import {
  ProblemDetailResponse,
  ProblemListItem,
  ProblemListQueryDto,
  PublicProblemQueryDto,
  toProblemResponse,
} from './problem.dto';
import { ProblemCountEntity, ProblemEntity } from './problem.entity';
import { ProblemService } from './problem.service';
import { ProblemListCache, problemDetailKey } from './problem-list-cache';
import { ProblemStatusService, UserProblemStatus } from './problem-status';

interface ListRow {
  id: number | string;
  problemId: string;
  title: string;
  difficulty: number | string;
  type: number | string;
  source: string | null;
  isVip: number | boolean | string;
  [counter: string]: unknown;
}

const COUNTERS = ['total', 'ac', 'wa', 'ce', 'pa', 'tle', 'mle', 're', 'pe', 'se'] as const;
const ORDERS: Record<string, [string, 'ASC' | 'DESC']> = {
  default: ['p.id', 'ASC'],
  id_asc: ['p.id', 'ASC'],
  pid_asc: ['p.problemId', 'ASC'],
  pid_desc: ['p.problemId', 'DESC'],
  time_desc: ['p.gmtCreate', 'DESC'],
  time_asc: ['p.gmtCreate', 'ASC'],
};

type SharedDetail = Omit<ProblemDetailResponse, 'problem' | 'myStatus'>;

/** The problem pages: list, picker, detail, random pick and per-user status, each in a scope. */
@Injectable()
export class ProblemQueryService {
  constructor(
    @InjectRepository(ProblemEntity) private readonly problems: Repository<ProblemEntity>,
    private readonly problemService: ProblemService,
    private readonly access: AccessService,
    private readonly tags: TagService,
    private readonly languages: LanguageService,
    private readonly status: ProblemStatusService,
    private readonly cache: ProblemListCache,
    private readonly availability: JudgeLanguageAvailability,
  ) {}

  /** The scope's problems (even for admins, as HOJ's list does), with counters in one query. */
  private rowsIn(scope: Scope): SelectQueryBuilder<ProblemEntity> {
    const qb = this.problems
      .createQueryBuilder('p')
      .leftJoin(ProblemCountEntity, 'c', 'c.pid = p.id')
      .select(['p.id AS id', 'p.problemId AS problemId', 'p.title AS title', 'p.difficulty AS difficulty'])
      .addSelect(['p.type AS type', 'p.source AS source', 'p.isVip AS isVip'])
      .where(problemsIn(scope));
    for (const counter of COUNTERS) qb.addSelect(`COALESCE(c.${counter}, 0)`, counter);
    return qb;
  }

  private matchKeyword(qb: SelectQueryBuilder<ProblemEntity>, keyword: string | undefined): void {
    const text = keyword?.trim();
    if (!text) return;
    qb.andWhere(
      new Brackets((or) =>
        or
          .where('p.title LIKE :kw', { kw: `%${text}%` })
          .orWhere('p.problemId LIKE :kwId', { kwId: `%${text.toUpperCase()}%` }),
      ),
    );
  }

  /** One page: the shared part (rows, tags, total) from the cache, the viewer's statuses on top. */
  private async page(
    key: string,
    qb: SelectQueryBuilder<ProblemEntity>,
    current: number,
    size: number,
    scope: Scope,
    viewer?: Viewer,
  ): Promise<Page<ProblemListItem>> {
    const shared = await this.cache.get(key, async () => {
      const [total, rows] = await Promise.all([
        qb.clone().select('COUNT(p.id)', 'n').orderBy().getRawOne<{ n: number | string }>(),
        qb
          .offset((current - 1) * size)
          .limit(size)
          .getRawMany<ListRow>(),
      ]);
      const tags = await this.tags.tagsOfMany(rows.map((row) => Number(row.id)));
      return { rows, tags, total: Number(total?.n ?? 0) };
    });
    const ids = shared.rows.map((row) => Number(row.id));
    const statuses = await this.status.statuses(viewer, ids, scope);
    const records = shared.rows.map((row) => this.toListItem(row, shared.tags, statuses, viewer));
    return toPage(records, shared.total, current, size);
  }

  private toListItem(
    row: ListRow,
    tags: Map<number, ProblemListItem['tags']>,
    statuses: Map<number, UserProblemStatus>,
    viewer?: Viewer,
  ): ProblemListItem {
    const id = Number(row.id);
    const isVip = row.isVip === true || Number(row.isVip) === 1;
    const status = statuses.get(id);
    // VIP-only problems stay listed for everyone but show "not submitted" to non-VIP users.
    const locked = this.access.isProblemLocked(viewer, { isVip });
    const item: ProblemListItem = {
      pid: id,
      id,
      problemId: row.problemId,
      title: row.title,
      difficulty: Number(row.difficulty),
      type: Number(row.type),
      source: row.source,
      isVip,
      tags: tags.get(id) ?? [],
      myStatus: locked ? JudgeStatus.NOT_SUBMITTED : (status?.status ?? JudgeStatus.NOT_SUBMITTED),
      total: 0,
      ac: 0,
      wa: 0,
      ce: 0,
      pa: 0,
      tle: 0,
      mle: 0,
      re: 0,
      pe: 0,
      se: 0,
    };
    for (const counter of COUNTERS) item[counter] = Number(row[counter] ?? 0);
    if (!locked && status?.score !== undefined) item.score = status.score;
    return item;
  }

  async list(scope: Scope, query: ProblemListQueryDto, viewer?: Viewer): Promise<Page<ProblemListItem>> {
    await this.access.requireScope(viewer, scope, 'view');
    // No problem here comes from another judge, so their banks are empty; every other bank is ours.
    if (query.oj && isRemoteJudgeBank(query.oj))
      return toPage([], 0, query.currentPage ?? 1, query.limit ?? 30);
    const { current, size } = pageWindow(query, 30);
    const qb = this.rowsIn(scope).orderBy('p.id', 'ASC');
    this.matchKeyword(qb, query.keyword);
    if (query.difficulty !== undefined)
      qb.andWhere('p.difficulty = :difficulty', { difficulty: query.difficulty });
    this.tags.withAllTags(qb, 'p.id', query.tagId);
    const key = JSON.stringify([
      'list',
      scope,
      query.keyword?.trim(),
      query.difficulty,
      query.tagId,
      current,
      size,
    ]);
    return this.page(key, qb, current, size, scope, viewer);
  }

  /**
   * The picker used to add public problems to a contest or a training. Its `tid`, `exTid` and
   * `exCid` are accepted and filter nothing: no training or contest gives the picker its problems.
   */
  async publicPicker(query: PublicProblemQueryDto, viewer: Viewer): Promise<Page<ProblemListItem>> {
    const { current, size } = pageWindow(query, 10);
    const order = ORDERS[query.orderBy ?? 'default'];
    if (!order)
      throw badRequest('orderBy must be one of default, id_asc, pid_asc, pid_desc, time_desc, time_asc');
    const qb = this.rowsIn(PUBLIC_SCOPE).orderBy(order[0], order[1]).addOrderBy('p.id', 'ASC');
    if (query.pid) qb.andWhere('p.id = :pid', { pid: query.pid });
    this.matchKeyword(qb, query.keyword);
    if (query.level !== undefined) qb.andWhere('p.difficulty = :level', { level: query.level });
    if (query.type !== undefined) qb.andWhere('p.type = :type', { type: query.type });
    this.tags.withAllTags(qb, 'p.id', query.tags);
    const { currentPage: _page, limit: _limit, ...filters } = query;
    const key = JSON.stringify(['picker', filters, current, size]);
    return this.page(key, qb, current, size, PUBLIC_SCOPE, viewer);
  }

  async detail(scope: Scope, displayId: string, viewer?: Viewer): Promise<ProblemDetailResponse> {
    await this.access.requireScope(viewer, scope, 'view');
    const loaded = await this.problemService.findSharedByRef({ problemId: displayId });
    const problem = await this.access.requireProblem(viewer, loaded, scope, 'view');
    return this.detailOf(problem, scope, viewer);
  }

  /** The detail page of a problem already checked for the viewer in the scope. */
  async detailOf(problem: ProblemEntity, scope: Scope, viewer?: Viewer): Promise<ProblemDetailResponse> {
    const [shared, statuses] = await Promise.all([
      this.cache.get(problemDetailKey(problem.id), () => this.sharedDetail(problem.id)),
      this.status.statuses(viewer, [problem.id], scope),
    ]);
    return {
      problem: toProblemResponse(problem, this.access.seesSolution(viewer)),
      ...shared,
      myStatus: statuses.get(problem.id)?.status ?? JudgeStatus.NOT_SUBMITTED,
    };
  }

  /** What the page shows every viewer alike: tags, languages, templates, counters, judges. */
  private async sharedDetail(pid: number): Promise<SharedDetail> {
    const [tags, languages, codeTemplate, problemCount] = await Promise.all([
      this.tags.tagsOf(pid),
      this.languages.namesOf(pid),
      this.languages.templateMap(pid),
      this.problemService.problemCount(pid),
    ]);
    return {
      tags,
      languages,
      languagesWithoutJudge: await this.availability.withoutJudge(languages),
      codeTemplate,
      problemCount,
    };
  }

  /** A random public problem the viewer may open (HOJ RandomProblemVO). */
  async random(viewer?: Viewer): Promise<{ problemId: string }> {
    const qb = this.problems
      .createQueryBuilder('p')
      .select('p.problemId', 'problemId')
      .where(problemsIn(PUBLIC_SCOPE));
    if (!this.access.reachesVipProblems(viewer)) qb.andWhere('p.isVip = :no', { no: false });
    const count = await qb.getCount();
    if (count === 0) throw notFound('No problem is available', ErrorCode.PROBLEM_NOT_FOUND);
    const row = await qb
      .orderBy('p.id', 'ASC')
      .offset(Math.floor(Math.random() * count))
      .limit(1)
      .getRawOne<{ problemId: string }>();
    if (!row) throw notFound('No problem is available', ErrorCode.PROBLEM_NOT_FOUND);
    return { problemId: row.problemId };
  }

  async userStatuses(
    viewer: Viewer,
    scope: Scope,
    pidList: number[],
  ): Promise<Record<number, UserProblemStatus>> {
    await this.access.requireScope(viewer, scope, 'view');
    const statuses = await this.status.statuses(viewer, [...new Set(pidList)], scope);
    return Object.fromEntries(statuses);
  }
}
