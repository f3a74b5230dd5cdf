import { Injectable } from '@nestjs/common';
import { forbidden } from '../../../common/http/app.exception';
import type { Viewer } from '../../access/viewer';
import { ContestRules } from '../contest-rules';
import type { ContestEntity } from '../contest.entity';

export const SCROLL_BOARD_FORBIDDEN = 'Only the contest author or a super admin can open the scroll board';

/**
 * Who opens a contest's scroll board, in Verdict's shape and in HOJ's alike: the contest's admins
 * (it reveals the sealed results); others learn of the contest only as far as they may know of it.
 */
@Injectable()
export class ScrollBoardAccess {
  constructor(private readonly rules: ContestRules) {}

  async requireContest(viewer: Viewer, cid: number): Promise<ContestEntity> {
    const contest = await this.rules.visibleContest(viewer, cid);
    if (!(await this.rules.isContestAdmin(viewer, contest))) throw forbidden(SCROLL_BOARD_FORBIDDEN);
    return contest;
  }
}
