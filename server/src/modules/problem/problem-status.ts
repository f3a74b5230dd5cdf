import { Inject, Injectable, Optional } from '@nestjs/common';
import { JudgeStatus, type UserProblemStatusView } from '@verdict/common';
import type { Scope } from '../access/scope';

export type UserProblemStatus = UserProblemStatusView;

/**
 * Implemented by the submissions side: the user's status on each of the given problems (by
 * numeric id), counting the submissions made in the scope. Problems the user never submitted
 * there may be left out of the map.
 */
export interface UserProblemStatusSource {
  statuses(uid: string, problemIds: number[], scope: Scope): Promise<Map<number, UserProblemStatus>>;
}

/** Provide this token (from a global module) or call `ProblemStatusService.register`. */
export const USER_PROBLEM_STATUS_SOURCE = Symbol('USER_PROBLEM_STATUS_SOURCE');

const NOT_SUBMITTED: UserProblemStatus = { status: JudgeStatus.NOT_SUBMITTED };

/** Per-user problem statuses for lists and detail pages; -10 everywhere until a source exists. */
@Injectable()
export class ProblemStatusService {
  constructor(@Optional() @Inject(USER_PROBLEM_STATUS_SOURCE) private source?: UserProblemStatusSource) {}

  /** Lets a module that imports this one supply the statuses without a circular import. */
  register(source: UserProblemStatusSource): void {
    this.source = source;
  }

  async statuses(
    uid: string | undefined,
    problemIds: number[],
    scope: Scope,
  ): Promise<Map<number, UserProblemStatus>> {
    const known =
      uid && this.source && problemIds.length > 0 ? await this.source.statuses(uid, problemIds, scope) : null;
    return new Map(problemIds.map((pid) => [pid, known?.get(pid) ?? NOT_SUBMITTED]));
  }
}
