import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AccessService } from '../access/access.service';
import type { Scope } from '../access/scope';
import type { Viewer } from '../access/viewer';
import type { ProblemDetailResponse } from '../problem/problem.dto';
import { ProblemQueryService } from '../problem/problem-query.service';
import { ProblemService } from '../problem/problem.service';
import { TrainingProblemEntity } from './training.entity';

/**
 * A training's problem page, named by the problem's display id in the training: the problem's
 * detail (as `get-problem-detail` answers it) once the viewer may enter the training.
 */
@Injectable()
export class TrainingProblemDetailService {
  constructor(
    private readonly access: AccessService,
    private readonly problems: ProblemService,
    private readonly problemQuery: ProblemQueryService,
    @InjectRepository(TrainingProblemEntity)
    private readonly trainingProblems: Repository<TrainingProblemEntity>,
  ) {}

  async detail(tid: number, displayId: string, viewer: Viewer): Promise<ProblemDetailResponse> {
    const scope: Scope = { kind: 'training', tid };
    await this.access.requireScope(viewer, scope, 'view');
    const row = await this.trainingProblems.findOne({ where: { tid, displayId }, select: { pid: true } });
    const loaded = row ? await this.problems.findById(row.pid) : null;
    const problem = await this.access.requireProblem(viewer, loaded, scope, 'view');
    return this.problemQuery.detailOf(problem, scope, viewer);
  }
}
