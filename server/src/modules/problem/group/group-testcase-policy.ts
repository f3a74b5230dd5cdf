import { Injectable } from '@nestjs/common';
import { forbidden } from '../../../common/http/app.exception';
import { AnswersAppQuery } from '../../../events/event-bus';
import type { AppQueryRequest } from '../../../events/events';
import { ProblemService } from '../problem.service';
import { GroupProblemAccess } from './group-problem-access';
import { GROUP_PROBLEM_MESSAGES } from './group-problem.dto';

/**
 * The groups' part of the test-data upload and download, which the test-data module asks: a group
 * admin uploads for the group's problem form; a group problem's data goes to its group root or its
 * author. Anything else stays the site problem admins' (403, as before, whether or not the problem
 * exists).
 */
@Injectable()
export class GroupTestcasePolicy {
  constructor(
    private readonly access: GroupProblemAccess,
    private readonly problems: ProblemService,
  ) {}

  @AnswersAppQuery('problem.require-group-testcase-upload')
  async requireUpload({
    user,
    gid,
  }: AppQueryRequest<'problem.require-group-testcase-upload'>): Promise<void> {
    await this.access.requireAdmin(user, gid);
  }

  @AnswersAppQuery('problem.require-group-testcase-download')
  async requireDownload({
    user,
    pid,
  }: AppQueryRequest<'problem.require-group-testcase-download'>): Promise<void> {
    const problem = await this.problems.findById(pid);
    if (!problem || problem.gid === null) throw forbidden();
    await this.access.requireAuthorOrRoot(user, pid, GROUP_PROBLEM_MESSAGES.downloadNotYours);
  }
}
