import { Injectable } from '@nestjs/common';
import type { AdminTrainingProblemList } from '@verdict/common';
import type { AuthUser } from '../../../common/auth/auth-user';
import { badRequest, notFound } from '../../../common/http/app.exception';
import { ProblemService } from '../../problem/problem.service';
import { TrainingProblemLinks } from '../training-problem-links';
import type { AddTrainingProblemDto, UpdateTrainingProblemDto } from '../training.dto';
import { GroupTrainingAccess } from './group-training-access';
import { GROUP_TRAINING_MESSAGES, type GroupTrainingProblemListQueryDto } from './group-training.dto';

/**
 * The problems of a group's training, managed by those who may edit it: public problems, or the
 * group's own problems by their display id.
 */
@Injectable()
export class GroupTrainingProblemService {
  constructor(
    private readonly access: GroupTrainingAccess,
    private readonly links: TrainingProblemLinks,
    private readonly problems: ProblemService,
  ) {}

  /** The training's problems in order (`queryExisted`, the default), else public problems not in it yet. */
  async list(query: GroupTrainingProblemListQueryDto, viewer: AuthUser): Promise<AdminTrainingProblemList> {
    const { training } = await this.access.requireManageable(viewer, query.tid);
    return this.links.list(training, query.queryExisted ?? true, query);
  }

  /** Adds a public problem under its display id (the problem's own id when none is given). */
  async addFromPublic(dto: AddTrainingProblemDto, viewer: AuthUser): Promise<void> {
    const { training } = await this.access.requireManageable(viewer, dto.tid);
    await this.links.addPublic(training, dto);
  }

  /** Adds one of the group's own problems, named by its display id. */
  async addFromGroup(problemId: string, tid: number, viewer: AuthUser): Promise<void> {
    const { training } = await this.access.requireManageable(viewer, tid);
    const problem = await this.problems.findByDisplayId(problemId);
    if (!problem || problem.gid === null) throw notFound(GROUP_TRAINING_MESSAGES.groupProblemNotFound);
    if (problem.gid !== training.gid) throw badRequest(GROUP_TRAINING_MESSAGES.otherGroupProblem);
    await this.links.add(training, problem, problem.problemId);
  }

  /** A training problem's display id and order. */
  async update(dto: UpdateTrainingProblemDto, viewer: AuthUser): Promise<void> {
    const { training } = await this.access.requireManageable(viewer, dto.tid);
    await this.links.update(training, dto);
  }

  /** Takes the problem out of the training, with everyone's progress on it there. */
  async remove(tid: number, pid: number, viewer: AuthUser): Promise<void> {
    const { training } = await this.access.requireManageable(viewer, tid);
    await this.links.remove(training, pid);
  }
}
