import { Injectable } from '@nestjs/common';
import type { AssistantPlace } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { forbidden } from '../../common/http/app.exception';
import { AccessService } from '../access/access.service';
import { scopeOf } from '../access/scope';
import { ContestProblemService } from '../contest/contest-problem.service';
import { RunningContestProblems } from '../contest/running-contest-problems';
import { ProblemService } from '../problem/problem.service';
import type { ProblemFacts } from './assistant-prompt';

export const NOT_DURING_CONTEST = 'The assistant is not available during the contest';

/** A problem the viewer may ask about, as the place names it. */
export interface OpenedProblem {
  pid: number;
  displayPid: string;
  title: string;
  facts: ProblemFacts;
}

/**
 * Opens a problem for the assistant under the problem page's own rules (404 hidden, 403 not
 * allowed, in its contest, training or group), and never while a contest holding it runs, except
 * for that contest's admins: a contest's problem may be public too, and a contestant could ask there.
 */
@Injectable()
export class AssistantProblems {
  constructor(
    private readonly access: AccessService,
    private readonly problems: ProblemService,
    private readonly contestProblems: ContestProblemService,
    private readonly runningContests: RunningContestProblems,
  ) {}

  /**
   * `knownPid` is the problem a conversation was opened on: whether a running contest holds it is
   * then asked beside the problem's loading instead of after it.
   */
  async open(
    viewer: AuthUser,
    place: AssistantPlace,
    name: string,
    knownPid?: number,
  ): Promise<OpenedProblem> {
    const closedEarly = knownPid === undefined ? null : this.runningContests.closedTo(viewer, knownPid);
    // Awaited below unless access is refused first; a failure then must not go unhandled.
    closedEarly?.catch(() => undefined);
    const scope = scopeOf(place);
    await this.access.requireScope(viewer, scope, 'view');
    const ref = await this.access.problemNamed(scope, name);
    // The statement and access columns come from the problems' shared two-second cache: a
    // conversation reads them at every message.
    const loaded = ref && (await this.problems.findSharedByRef(ref));
    const problem = await this.access.requireProblem(viewer, loaded, scope, 'view');
    const closed =
      closedEarly && problem.id === knownPid
        ? await closedEarly
        : await this.runningContests.closedTo(viewer, problem.id);
    if (closed) throw forbidden(NOT_DURING_CONTEST);
    const title =
      scope.kind === 'contest'
        ? ((await this.contestProblems.sorted(scope.cid)).find((row) => row.pid === problem.id)
            ?.displayTitle ?? problem.title)
        : problem.title;
    const { description, input, output, examples, hint, timeLimit, memoryLimit } = problem;
    return {
      pid: problem.id,
      displayPid: name,
      title,
      facts: { title, description, input, output, examples, hint, timeLimit, memoryLimit },
    };
  }
}
