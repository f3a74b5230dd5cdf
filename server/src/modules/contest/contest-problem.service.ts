import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  JudgeStatus,
  type ContestProblemView,
  type FullScreenProblemView,
  type ProblemDetailView,
} from '@verdict/common';
import { notFound } from '../../common/http/app.exception';
import { AccessService } from '../access/access.service';
import type { Scope } from '../access/scope';
import { PROBLEM_NOT_FOUND } from '../access/scope-rules';
import type { Viewer } from '../access/viewer';
import { ProblemQueryService } from '../problem/problem-query.service';
import { ProblemStatusService } from '../problem/problem-status';
import { ProblemService } from '../problem/problem.service';
import { ContestSubmissions } from '../submission/contest-submissions';
import { ContestProblemEntity } from './contest-problem.entity';
import { toContestProblemView } from './contest-view';

/** Display ids sort as contest letters do: A, B, …, Z, AA; A1 before A10. */
const byDisplayId = (a: ContestProblemEntity, b: ContestProblemEntity) =>
  a.displayId.length - b.displayId.length || a.displayId.localeCompare(b.displayId, 'en', { numeric: true });

/** A contest's problems as contestants see them: the problem list and the problem page. */
@Injectable()
export class ContestProblemService {
  constructor(
    @InjectRepository(ContestProblemEntity) private readonly rows: Repository<ContestProblemEntity>,
    private readonly submissions: ContestSubmissions,
    private readonly access: AccessService,
    private readonly problems: ProblemService,
    private readonly problemQuery: ProblemQueryService,
    private readonly status: ProblemStatusService,
  ) {}

  async sorted(cid: number): Promise<ContestProblemEntity[]> {
    return (await this.rows.findBy({ cid })).sort(byDisplayId);
  }

  /**
   * The list with accepted and total counts. While the viewer's results are hidden (an OI contest,
   * a sealed board) the counts stop where the results do, so they leak nothing.
   */
  async list(cid: number, viewer?: Viewer): Promise<ContestProblemView[]> {
    const scope: Scope = { kind: 'contest', cid };
    await this.access.requireScope(viewer, scope, 'view');
    const lens = await this.access.lens(viewer, scope);
    const rows = await this.sorted(cid);
    const countsUntil = lens.resultsHiddenFrom ?? lens.othersHiddenFrom;
    const counts = await this.submissions.talliesByProblem(
      cid,
      rows.map((row) => row.pid),
      countsUntil,
    );
    return rows.map((row) => toContestProblemView(row, counts.get(row.pid)));
  }

  /**
   * HOJ's full-screen problem list (`get-full-screen-problem-list?cid=`): the contest's problems
   * by display id with the viewer's own status and score, read through the contest's lens.
   */
  async fullScreenList(cid: number, viewer?: Viewer): Promise<FullScreenProblemView[]> {
    const scope: Scope = { kind: 'contest', cid };
    await this.access.requireScope(viewer, scope, 'view');
    const rows = await this.sorted(cid);
    const statuses = await this.status.statuses(
      viewer,
      rows.map((row) => row.pid),
      scope,
    );
    return rows.map((row) => ({
      pid: row.pid,
      problemId: row.displayId,
      title: row.displayTitle,
      status: statuses.get(row.pid)?.status ?? JudgeStatus.NOT_SUBMITTED,
      score: statuses.get(row.pid)?.score ?? null,
    }));
  }

  /** A contest problem by its display id: the problem page under the contest's id and title. */
  async detail(cid: number, displayId: string, viewer?: Viewer): Promise<ProblemDetailView<Date>> {
    const scope: Scope = { kind: 'contest', cid };
    await this.access.requireScope(viewer, scope, 'view');
    const row = await this.rows.findOneBy({ cid, displayId });
    const problem = row ? await this.problems.findById(row.pid) : null;
    if (!row || !problem) throw notFound(PROBLEM_NOT_FOUND);
    const detail = await this.problemQuery.detailOf(problem, scope, viewer);
    return { ...detail, problem: { ...detail.problem, problemId: row.displayId, title: row.displayTitle } };
  }
}
