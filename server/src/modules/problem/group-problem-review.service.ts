import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FindOptionsWhere, IsNull, Not, Repository } from 'typeorm';
import {
  type AdminProblemView,
  GROUP_PROBLEM_APPLY_PROGRESS as PROGRESS,
  ProblemAuth,
} from '@verdict/common';
import { badRequest } from '../../common/http/app.exception';
import { Page } from '../../common/http/pagination';
import { findPage } from '../../database/find-page';
import { AuditTrail } from '../audit/audit-trail.service';
import type { Actor } from '../audit/actor';
import { toAdminProblemView } from './admin-problem-view';
import { GroupProblemListQueryDto } from './group-problem-admin.dto';
import { ProblemAdminService } from './problem-admin.service';
import { ProblemEntity } from './problem.entity';
import { problemTarget } from './problem-audit-target';
import { ProblemListCache } from './problem-list-cache';
import { problemKeywordWhere } from './problem-keyword';

/**
 * The review of group problems whose authors asked to make them public (HOJ admin/group-problem).
 * Accepting moves the problem into the public problem set, which holds only problems of no group.
 */
@Injectable()
export class GroupProblemReviewService {
  constructor(
    @InjectRepository(ProblemEntity) private readonly problems: Repository<ProblemEntity>,
    private readonly admin: ProblemAdminService,
    private readonly listCache: ProblemListCache,
    private readonly audit: AuditTrail,
  ) {}

  /** Every problem that ever applied, pending ones first (HOJ orders by progress, then newest). */
  async list(query: GroupProblemListQueryDto): Promise<Page<AdminProblemView<Date>>> {
    const base: FindOptionsWhere<ProblemEntity> = { applyPublicProgress: Not(IsNull()) };
    if (query.gid !== undefined) base.gid = query.gid;
    const where = problemKeywordWhere(base, query.keyword);
    const order = { applyPublicProgress: 'ASC', id: 'DESC' } as const;
    return findPage(this.problems, query, 10, { where, order }, (rows) => rows.map(toAdminProblemView));
  }

  /** Accepting, refusing or reopening an application; accepting one makes the problem public (audited). */
  async changeProgress(pid: number, progress: number, admin: Actor): Promise<void> {
    const problem = await this.admin.get(pid);
    const current = problem.applyPublicProgress;
    if (current === null) throw badRequest('The problem has not applied to be public');
    if (current === PROGRESS.PUBLIC) throw badRequest('The problem is already public');
    if (progress === PROGRESS.PUBLIC) {
      await this.problems.update(
        { id: pid },
        { applyPublicProgress: progress, gid: null, auth: ProblemAuth.PUBLIC, modifiedUser: admin.username },
      );
      await this.audit.record(admin, {
        action: 'problem.visibility',
        target: problemTarget(problem),
        before: { auth: problem.auth, gid: problem.gid },
        after: { auth: ProblemAuth.PUBLIC, gid: null },
      });
    } else {
      await this.problems.update(
        { id: pid },
        { applyPublicProgress: progress, modifiedUser: admin.username },
      );
    }
    this.listCache.clear();
  }
}
