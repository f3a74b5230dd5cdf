import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  accountLimitAdmits,
  ContestAuth,
  ContestStatus,
  contestStatusAt,
  ContestType,
  ErrorCode,
  isBoardSealed,
  personalEndTime,
} from '@verdict/common';
import { forbidden, notFound, unauthorized } from '../../common/http/app.exception';
import { AccessSource } from '../access/access-sources';
import { AccessService } from '../access/access.service';
import type { Thing } from '../access/policy';
import type { Scope } from '../access/scope';
import {
  PROBLEM_NOT_FOUND,
  type AccessAction,
  type ScopeRules,
  type SubmissionPlacement,
} from '../access/scope-rules';
import { power, rolesHolding } from '../access/staff-powers';
import { OPEN_LENS, type SubmissionLens } from '../access/submission-lens';
import { hasVipAccess, type Viewer } from '../access/viewer';
import { UserService } from '../user/user.service';
import { ContestParticipants } from './contest-participants';
import { ContestProblemEntity } from './contest-problem.entity';
import { CONTEST_NOT_FOUND, ContestStore } from './contest-store';
import { clockOf } from './contest-view';
import type { ContestEntity } from './contest.entity';

type ContestScope = Extract<Scope, { kind: 'contest' }>;

/** A contest as the access policy reads it: its author, its group, whether it is hidden. */
export function contestThing(contest: Pick<ContestEntity, 'uid' | 'gid'> & { visible?: boolean }): Thing {
  return { kind: 'contest', ownerUid: contest.uid, gid: contest.gid, hidden: contest.visible === false };
}

const CONTEST_HIDDEN = {
  notFound: CONTEST_NOT_FOUND,
  forbidden: CONTEST_NOT_FOUND,
  notFoundCode: ErrorCode.CONTEST_NOT_FOUND,
} as const;

export const CONTEST_MESSAGES = {
  notStarted: 'The contest has not started yet',
  ended: 'The contest has ended, submissions are closed',
  privateNotRegistered: 'This contest is private: register with the contest password first',
  protectedNotRegistered: 'This contest is protected: register with the contest password to submit',
  accountNotAdmitted: 'Your account is not admitted to this contest',
  vipOnly: 'This contest is only available to VIP members',
  notStartedPersonally: 'Press start to begin the contest first',
  personalTimeOver: 'Your time in this contest is over',
} as const;

/**
 * The contest scope's rules, which the access service finds (`@AccessSource`): who enters, who submits, where a submission is filed and what the viewer may read of
 * the contest's submissions while it runs and while its board is sealed.
 */
@Injectable()
@AccessSource('contest')
export class ContestRules implements ScopeRules<ContestScope> {
  constructor(
    private readonly access: AccessService,
    private readonly contests: ContestStore,
    private readonly participants: ContestParticipants,
    @InjectRepository(ContestProblemEntity) private readonly problems: Repository<ContestProblemEntity>,
    private readonly users: UserService,
  ) {}

  /** The accounts that administer every contest (`administers-every-contest`): the super admins. */
  async adminsOfEveryContest(): Promise<string[]> {
    const uids = await Promise.all(
      rolesHolding('administers-every-contest').map((role) => this.users.uidsWithRole(role)),
    );
    return uids.flat();
  }

  /**
   * The contest's author and those who administer every contest (`administers-every-contest`, the
   * super admins): those who try its problems out and are no contestants on its board.
   */
  isAuthorOrSuperAdmin(
    viewer: Pick<Viewer, 'uid' | 'role'> | undefined,
    contest: Pick<ContestEntity, 'uid'>,
  ): boolean {
    return !!viewer && (viewer.uid === contest.uid || power(viewer, 'administers-every-contest'));
  }

  /**
   * Contest admin, who manages the contest (the policy's `manage`): its author or a super admin,
   * and for a group's contest a root of the group, the author only while still a member.
   */
  isContestAdmin(
    viewer: Pick<Viewer, 'uid' | 'role'> | undefined,
    contest: Pick<ContestEntity, 'uid' | 'gid'>,
  ): Promise<boolean> {
    return this.access.may(viewer, 'manage', contestThing(contest));
  }

  /** A contest's password, for those who manage the contest only; null for everyone else. */
  async passwordFor(
    viewer: Pick<Viewer, 'uid' | 'role'> | undefined,
    contest: Pick<ContestEntity, 'uid' | 'gid' | 'pwd'>,
  ): Promise<string | null> {
    return (await this.isContestAdmin(viewer, contest)) ? contest.pwd : null;
  }

  /**
   * The contest, when the viewer may know of it (the policy's `view`): a group's contest exists for
   * the group's members (and super admins) only, a hidden one for its admins and the group's.
   * Others get the 404 of a missing contest, so nothing of it shows; a group's contest asks a
   * signed-out viewer to sign in.
   */
  async visibleContest(viewer: Viewer | undefined, cid: number): Promise<ContestEntity> {
    const contest = await this.contests.require(cid);
    await this.access.require(viewer, 'view', contestThing(contest), CONTEST_HIDDEN);
    return contest;
  }

  async enter(viewer: Viewer | undefined, scope: ContestScope, action: AccessAction): Promise<void> {
    const contest = await this.visibleContest(viewer, scope.cid);
    if (await this.isContestAdmin(viewer, contest)) return;
    if (!viewer) throw unauthorized();
    if (contest.isVip && !hasVipAccess(viewer)) throw forbidden(CONTEST_MESSAGES.vipOnly);
    const now = Date.now();
    const status = contestStatusAt(clockOf(contest), now);
    if (status === ContestStatus.SCHEDULED) throw forbidden(CONTEST_MESSAGES.notStarted);
    const register = await this.participants.find(contest.id, viewer.uid);
    if (contest.auth === ContestAuth.PRIVATE && !register)
      throw forbidden(CONTEST_MESSAGES.privateNotRegistered);
    if (action === 'view') return;
    if (status === ContestStatus.ENDED) throw forbidden(CONTEST_MESSAGES.ended);
    if (contest.auth === ContestAuth.PROTECTED && !register) {
      throw forbidden(CONTEST_MESSAGES.protectedNotRegistered);
    }
    if (contest.openAccountLimit && !accountLimitAdmits(contest.accountLimitRule, viewer.username ?? '')) {
      throw forbidden(CONTEST_MESSAGES.accountNotAdmitted);
    }
    if (contest.timeLimit > 0) {
      const begin = register?.beginTime;
      if (!begin) throw forbidden(CONTEST_MESSAGES.notStartedPersonally);
      if (now >= personalEndTime(begin.getTime(), contest.timeLimit, contest.endTime.getTime())) {
        throw forbidden(CONTEST_MESSAGES.personalTimeOver);
      }
    }
  }

  /**
   * A contest submission opened by its id is shown to a signed-in viewer who may view the contest,
   * as its submission list is: never to guests, a private contest's only to its registered users
   * (and its admins), a group's only to the group's members.
   */
  reveal(viewer: Viewer | undefined, scope: ContestScope): Promise<void> {
    return this.enter(viewer, scope, 'view');
  }

  /** Any problem of the contest, whatever its own visibility; nothing else. */
  async problem(_viewer: Viewer | undefined, problem: { id: number }, scope: ContestScope): Promise<void> {
    if (!(await this.problems.existsBy({ cid: scope.cid, pid: problem.id })))
      throw notFound(PROBLEM_NOT_FOUND);
  }

  /** A contest names its problems by display id ("A", "B1"), and by nothing else. */
  async problemNamed(name: string, scope: ContestScope): Promise<number | null> {
    const row = await this.problems.findOne({
      where: { cid: scope.cid, displayId: name },
      select: { pid: true },
    });
    return row?.pid ?? null;
  }

  async placement(problem: { id: number }, scope: ContestScope): Promise<SubmissionPlacement> {
    const row = await this.problems.findOneBy({ cid: scope.cid, pid: problem.id });
    if (!row) throw notFound(PROBLEM_NOT_FOUND);
    return { displayPid: row.displayId, cpid: row.id };
  }

  /**
   * While a contest runs others' run figures and code are hidden, and ACM case details too (from
   * teachers and site admins as well: only contest admins read others' code then); while its board
   * is sealed others' later submissions are left out. OI results stay unknown (-5) until the end,
   * and IOI ones from the seal on. Contest admins see everything.
   */
  async lens(viewer: Viewer | undefined, scope: ContestScope): Promise<SubmissionLens> {
    const contest = await this.contests.find(scope.cid);
    if (!contest || (await this.isContestAdmin(viewer, contest))) return OPEN_LENS;
    const now = Date.now();
    const running = contestStatusAt(clockOf(contest), now) === ContestStatus.RUNNING;
    const sealedFrom = isBoardSealed(clockOf(contest), now) ? contest.sealRankTime : null;
    const resultsHiddenFrom =
      contest.type === ContestType.OI && running
        ? new Date(0)
        : contest.type !== ContestType.ACM
          ? sealedFrom
          : null;
    return {
      othersHiddenFrom: sealedFrom,
      resultsHiddenFrom,
      hidesOthersFigures: running,
      hidesCaseResults: contest.type === ContestType.ACM ? running : resultsHiddenFrom !== null,
      hidesOthersCode: running,
    };
  }
}
