import { Injectable } from '@nestjs/common';
import { isAdminRole } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { forbidden } from '../../common/http/app.exception';

/**
 * Who besides the site's problem admins may move test data: the groups' side says (a group admin
 * uploads for the group, its root or the problem's author downloads). The group module imports
 * this one through the problems, so it registers here instead of being injected.
 */
export interface GroupTestcasePolicy {
  /** Throws unless the user may upload test data for a problem of the group. */
  requireUpload(user: AuthUser, gid: number): Promise<void>;
  /** Throws unless the user may download the problem's test data (a group problem). */
  requireDownload(user: AuthUser, pid: number): Promise<void>;
}

/** The zip upload and the download: site problem admins as always, group members as their group allows. */
@Injectable()
export class TestcaseFileAccess {
  private groupPolicy: GroupTestcasePolicy | null = null;

  register(policy: GroupTestcasePolicy): void {
    this.groupPolicy = policy;
  }

  async requireUpload(user: AuthUser, gid: number | undefined): Promise<void> {
    if (isAdminRole(user.role)) return;
    if (gid === undefined || !this.groupPolicy) throw forbidden();
    await this.groupPolicy.requireUpload(user, gid);
  }

  async requireDownload(user: AuthUser, pid: number): Promise<void> {
    if (isAdminRole(user.role)) return;
    if (!this.groupPolicy) throw forbidden();
    await this.groupPolicy.requireDownload(user, pid);
  }
}
