import { Inject, Injectable } from '@nestjs/common';
import type { LanguageServerStart } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { forbidden } from '../../common/http/app.exception';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { AccessService } from '../access/access.service';
import { PUBLIC_SCOPE } from '../access/scope';
import { RunningContestProblems } from '../contest/running-contest-problems';
import { ProblemService } from '../problem/problem.service';

export const NOT_IN_CONTESTS = 'The language server is not available on contest problems';
export const NOT_DURING_CONTEST = 'The language server is not available during the contest';

/**
 * Where an editor may have a language server: for signed-in users on hosts that offer them, never
 * on a contest's problem page, and never on a problem a running contest holds (a contest's problem
 * may be public too), except for that contest's admins.
 */
@Injectable()
export class LanguageServerPlaces {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly access: AccessService,
    private readonly problems: ProblemService,
    private readonly runningContests: RunningContestProblems,
  ) {}

  async requireOpen(viewer: AuthUser | null, place: LanguageServerStart): Promise<AuthUser> {
    if (!viewer) throw forbidden('Please login first');
    if (!this.config.languageServers.enabled) {
      throw forbidden('Language servers are not offered on this site');
    }
    if (place.cid !== undefined && place.cid !== null && Number(place.cid) !== 0) {
      throw forbidden(NOT_IN_CONTESTS);
    }
    if (typeof place.pid === 'string' && place.pid !== '') {
      const ref = await this.access.problemNamed(PUBLIC_SCOPE, place.pid);
      const problem = ref && (await this.problems.findByRef(ref));
      if (problem && (await this.runningContests.closedTo(viewer, problem.id)))
        throw forbidden(NOT_DURING_CONTEST);
    }
    return viewer;
  }
}
