import { Injectable } from '@nestjs/common';
import { JudgeStatus, type UserProblemStatusView } from '@verdict/common';
import { EventBus } from '../../events/event-bus';
import { AccessService } from '../access/access.service';
import type { Scope } from '../access/scope';
import type { Viewer } from '../access/viewer';

export type UserProblemStatus = UserProblemStatusView;

const NOT_SUBMITTED: UserProblemStatus = { status: JudgeStatus.NOT_SUBMITTED };

/**
 * Per-user problem statuses for lists and detail pages, as the submissions answer them
 * (`submission.problem-statuses`, all the problems at once); -10 where the user never submitted.
 */
@Injectable()
export class ProblemStatusService {
  constructor(
    private readonly access: AccessService,
    private readonly bus: EventBus,
  ) {}

  async statuses(
    viewer: Viewer | undefined,
    problemIds: number[],
    scope: Scope,
  ): Promise<Map<number, UserProblemStatus>> {
    let known: Map<number, UserProblemStatus> | null = null;
    if (viewer && problemIds.length > 0) {
      const lens = await this.access.lens(viewer, scope);
      known = await this.bus.ask('submission.problem-statuses', {
        uid: viewer.uid,
        problemIds,
        scope,
        resultsHiddenFrom: lens.resultsHiddenFrom,
      });
    }
    return new Map(problemIds.map((pid) => [pid, known?.get(pid) ?? NOT_SUBMITTED]));
  }
}
