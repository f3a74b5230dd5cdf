import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { forbidden, notFound, unauthorized } from '../../common/http/app.exception';
import { AccessSource } from '../access/access-sources';
import { AccessService } from '../access/access.service';
import type { Thing } from '../access/policy';
import type { Scope } from '../access/scope';
import {
  PROBLEM_NOT_FOUND,
  VIP_ONLY_MESSAGE,
  type ProblemFacts,
  type ScopeRules,
  type SubmissionPlacement,
} from '../access/scope-rules';
import { hasVipAccess, type Viewer } from '../access/viewer';
import { GroupMembership } from '../group/group-membership.service';
import {
  TrainingAuth,
  TrainingEntity,
  TrainingProblemEntity,
  TrainingRegisterEntity,
} from './training.entity';

type TrainingScope = Extract<Scope, { kind: 'training' }>;

/** A training as the access policy reads it: its author, its group, whether it is hidden. */
export function trainingThing(training: Pick<TrainingEntity, 'uid' | 'gid'> & { status?: boolean }): Thing {
  return { kind: 'training', ownerUid: training.uid, gid: training.gid, hidden: training.status === false };
}

export const TRAINING_MESSAGES = {
  notFound: 'The training does not exist',
  privateNotRegistered: 'This training is private: register with the training password first',
  vipOnly: 'This training is only available to VIP members',
} as const;

const HIDDEN = { notFound: TRAINING_MESSAGES.notFound, forbidden: TRAINING_MESSAGES.notFound } as const;

/**
 * The training scope's rules, which the access service finds (`@AccessSource`): a hidden
 * training exists for its admins only, a private one is entered after registering with its
 * password, and a problem opened in a training must be one of its problems. A group's training
 * (`gid` set) brings its group along: only the group's members (and super admins) know of it, and
 * the group's roots administer it as its author does.
 */
@Injectable()
@AccessSource('training')
export class TrainingRules implements ScopeRules<TrainingScope> {
  constructor(
    private readonly access: AccessService,
    private readonly membership: GroupMembership,
    @InjectRepository(TrainingEntity) private readonly trainings: Repository<TrainingEntity>,
    @InjectRepository(TrainingProblemEntity) private readonly problems: Repository<TrainingProblemEntity>,
    @InjectRepository(TrainingRegisterEntity) private readonly registers: Repository<TrainingRegisterEntity>,
  ) {}

  /** A site training by id, hidden or not; 404 when there is none. */
  async require(tid: number): Promise<TrainingEntity> {
    const training = await this.trainings.findOneBy({ id: tid, gid: IsNull() });
    if (!training) throw notFound(TRAINING_MESSAGES.notFound);
    return training;
  }

  /**
   * Training admin (the policy's `manage`): its author or a super admin, and for a group's
   * training a root of the group, the author only while still a member.
   */
  isTrainingAdmin(viewer: Viewer | undefined, training: TrainingEntity): Promise<boolean> {
    return this.access.may(viewer, 'manage', trainingThing(training));
  }

  /**
   * The training, when the viewer may know of it (the policy's `view`): a group's training exists
   * for the group's members only (404 to others), a hidden training for its admins only — and
   * for the group's admins, who see it in the group's lists.
   */
  async visibleTraining(viewer: Viewer | undefined, tid: number): Promise<TrainingEntity> {
    const training = await this.trainings.findOneBy({ id: tid });
    if (!training) throw notFound(TRAINING_MESSAGES.notFound);
    await this.access.require(viewer, 'view', trainingThing(training), HIDDEN);
    return training;
  }

  async isRegistered(tid: number, uid: string): Promise<boolean> {
    return this.registers.existsBy({ tid, uid, status: true });
  }

  /** Whether the viewer may enter the training: public, registered, or one of its admins. */
  async hasAccess(viewer: Viewer | undefined, training: TrainingEntity): Promise<boolean> {
    if (!viewer) return false;
    if (await this.isTrainingAdmin(viewer, training)) return true;
    if (training.gid !== null && !(await this.membership.isMember(viewer, training.gid))) return false;
    if (training.isVip && !hasVipAccess(viewer)) return false;
    return training.auth !== TrainingAuth.PRIVATE || this.isRegistered(training.id, viewer.uid);
  }

  /** Throws unless the viewer may enter the training (for reading or submitting alike). */
  async enter(viewer: Viewer | undefined, scope: TrainingScope): Promise<void> {
    await this.requireEntry(viewer, scope.tid);
  }

  /** The training, once the viewer may enter it: 401 logged out, 404 unknown or hidden, 403 not entered. */
  async requireEntry(viewer: Viewer | undefined, tid: number): Promise<TrainingEntity> {
    if (!viewer) throw unauthorized();
    const training = await this.visibleTraining(viewer, tid);
    if (await this.isTrainingAdmin(viewer, training)) return training;
    if (training.isVip && !hasVipAccess(viewer)) throw forbidden(TRAINING_MESSAGES.vipOnly);
    if (training.auth === TrainingAuth.PRIVATE && !(await this.isRegistered(tid, viewer.uid))) {
      throw forbidden(TRAINING_MESSAGES.privateNotRegistered);
    }
    return training;
  }

  /**
   * A training names its problems by its display id; one it does not know is read as a problem
   * id, and the problem check then keeps to the training's own problems.
   */
  async problemNamed(name: string, scope: TrainingScope): Promise<number | undefined> {
    const row = await this.problems.findOne({
      where: { tid: scope.tid, displayId: name },
      select: { pid: true },
    });
    return row?.pid;
  }

  /** A group's training files its submissions under its group, so the group's lists and ranks see them. */
  async placement(problem: { problemId: string }, scope: TrainingScope): Promise<SubmissionPlacement> {
    const training = await this.trainings.findOne({ where: { id: scope.tid }, select: { gid: true } });
    return { displayPid: problem.problemId, cpid: 0, gid: training?.gid ?? null };
  }

  /** The training's own problems only; a VIP-only one still needs VIP access. */
  async problem(viewer: Viewer | undefined, problem: ProblemFacts, scope: TrainingScope): Promise<void> {
    if (!(await this.problems.existsBy({ tid: scope.tid, pid: problem.id })))
      throw notFound(PROBLEM_NOT_FOUND);
    if (problem.isVip && !hasVipAccess(viewer)) throw forbidden(VIP_ONLY_MESSAGE);
  }
}
