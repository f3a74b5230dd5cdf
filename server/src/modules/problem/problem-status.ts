import { Inject, Injectable, Optional } from '@nestjs/common';
import { JudgeStatus, type UserProblemStatusView } from '@verdict/common';
import { AccessService } from '../access/access.service';
import type { Scope } from '../access/scope';
import type { Viewer } from '../access/viewer';

export type UserProblemStatus = UserProblemStatusView;

/**
 * Implemented by the submissions side: the user's status on each of the given problems (by
 * numeric id), counting the submissions made in the scope. Problems the user never submitted
 * there may be left out of the map. A problem with a submission made from `resultsHiddenFrom` on
 * shows "Submitted Unknown Result" (an OI contest, a sealed board).
 */
export interface UserProblemStatusSource {
  statuses(
    uid: string,
    problemIds: number[],
    scope: Scope,
    resultsHiddenFrom: Date | null,
  ): Promise<Map<number, UserProblemStatus>>;
}

/** Provide this token (from a global module) or call `ProblemStatusService.register`. */
export const USER_PROBLEM_STATUS_SOURCE = Symbol('USER_PROBLEM_STATUS_SOURCE');

const NOT_SUBMITTED: UserProblemStatus = { status: JudgeStatus.NOT_SUBMITTED };

/** Per-user problem statuses for lists and detail pages; -10 everywhere until a source exists. */
@Injectable()
export class ProblemStatusService {
  constructor(
    private readonly access: AccessService,
    @Optional() @Inject(USER_PROBLEM_STATUS_SOURCE) private source?: UserProblemStatusSource,
  ) {}

  /** Lets a module that imports this one supply the statuses without a circular import. */
  register(source: UserProblemStatusSource): void {
    this.source = source;
  }

  async statuses(
    viewer: Viewer | undefined,
    problemIds: number[],
    scope: Scope,
  ): Promise<Map<number, UserProblemStatus>> {
    let known: Map<number, UserProblemStatus> | null = null;
    if (viewer && this.source && problemIds.length > 0) {
      const lens = await this.access.lens(viewer, scope);
      known = await this.source.statuses(viewer.uid, problemIds, scope, lens.resultsHiddenFrom);
    }
    return new Map(problemIds.map((pid) => [pid, known?.get(pid) ?? NOT_SUBMITTED]));
  }
}
