import { Injectable, OnModuleInit } from '@nestjs/common';
import type { AuthUser } from '../../../common/auth/auth-user';
import { forbidden } from '../../../common/http/app.exception';
import { TestcaseFileAccess } from '../../test-data/testcase-file-access';
import { ProblemService } from '../problem.service';
import { GroupProblemAccess } from './group-problem-access';
import { GROUP_PROBLEM_MESSAGES } from './group-problem.dto';

/**
 * The groups' part of the test-data upload and download: a group admin uploads for
 * the group's problem form; a group problem's data goes to its group root or its author. Anything
 * else stays the site problem admins' (403, as before, whether or not the problem exists).
 */
@Injectable()
export class GroupTestcasePolicy implements OnModuleInit {
  constructor(
    private readonly files: TestcaseFileAccess,
    private readonly access: GroupProblemAccess,
    private readonly problems: ProblemService,
  ) {}

  onModuleInit(): void {
    this.files.register({
      requireUpload: (user, gid) => this.requireUpload(user, gid),
      requireDownload: (user, pid) => this.requireDownload(user, pid),
    });
  }

  private async requireUpload(user: AuthUser, gid: number): Promise<void> {
    await this.access.requireAdmin(user, gid);
  }

  private async requireDownload(user: AuthUser, pid: number): Promise<void> {
    const problem = await this.problems.findById(pid);
    if (!problem || problem.gid === null) throw forbidden();
    await this.access.requireAuthorOrRoot(user, pid, GROUP_PROBLEM_MESSAGES.downloadNotYours);
  }
}
