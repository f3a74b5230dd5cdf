import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { forbidden } from '../../common/http/app.exception';
import { EventBus } from '../../events/event-bus';
import { power } from '../access/staff-powers';

/**
 * The zip upload and the download: the site's problem admins move any problem's test data
 * (`moves-any-test-data`); anyone else only a group problem's, as the problem module's group
 * rules answer (a group admin uploads for the group, its root or the problem's author downloads).
 */
@Injectable()
export class TestcaseFileAccess {
  constructor(private readonly bus: EventBus) {}

  async requireUpload(user: AuthUser, gid: number | undefined): Promise<void> {
    if (power(user, 'moves-any-test-data')) return;
    if (gid === undefined) throw forbidden();
    await this.bus.ask('problem.require-group-testcase-upload', { user, gid });
  }

  async requireDownload(user: AuthUser, pid: number): Promise<void> {
    if (power(user, 'moves-any-test-data')) return;
    await this.bus.ask('problem.require-group-testcase-download', { user, pid });
  }
}
