import { Injectable } from '@nestjs/common';
import { badRequest } from '../../common/http/app.exception';
import { AccessService, type ProblemRef } from '../access/access.service';
import type { Scope } from '../access/scope';
import type { SubmissionPlacement } from '../access/scope-rules';
import type { Viewer } from '../access/viewer';
import { JudgeLanguageAvailability } from '../language/judge-language-availability';
import { JudgingTarget, ProblemService } from '../problem/problem.service';

/** What a submit or a test run is aimed at: the scope and everything judging needs of the problem. */
export interface SubmitTarget extends JudgingTarget {
  scope: Scope;
  /** The display id and contest problem the submission records. */
  placement: SubmissionPlacement;
}

/**
 * Checks and loads a submit's target once (check the scope → load → check the problem); the
 * submit and test-run flows pass it along instead of asking the problem service again.
 */
@Injectable()
export class SubmitTargetLoader {
  constructor(
    private readonly problems: ProblemService,
    private readonly access: AccessService,
    private readonly judgeLanguages: JudgeLanguageAvailability,
  ) {}

  /**
   * 400 for a scope not open to submissions, 404 for a missing or hidden problem, 403 for a
   * VIP-only one. A submit names its problem as the scope does (see `AccessService.problemNamed`);
   * a test run by its internal id.
   */
  async load(viewer: Viewer, scope: Scope, problem: ProblemRef | string): Promise<SubmitTarget> {
    await this.access.requireScope(viewer, scope, 'submit');
    const ref = typeof problem === 'string' ? await this.access.problemNamed(scope, problem) : problem;
    const target = ref && (await this.problems.judgingTarget(ref));
    const checked = await this.access.requireProblem(viewer, target?.problem, scope, 'submit');
    return { ...target!, scope, placement: await this.access.placement(checked, scope) };
  }

  /** The problem accepts the language and a live judge offers it (submissions and test runs alike). */
  async assertJudgeable(target: SubmitTarget, language: string): Promise<void> {
    if (!target.languages.includes(language)) {
      throw badRequest(`The language ${language} is not allowed for this problem`);
    }
    // Another judge judges a remote problem: no judge of this site needs to offer the language.
    if (!target.problem.isRemote) await this.judgeLanguages.assertJudged(language);
  }
}
