import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { Role } from '@verdict/common';
import { forbidden, notFound, unauthorized } from '../../common/http/app.exception';
import { AccessService } from '../access/access.service';
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

export const TRAINING_MESSAGES = {
  notFound: 'The training does not exist',
  privateNotRegistered: 'This training is private: register with the training password first',
  vipOnly: 'This training is only available to VIP members',
} as const;

/**
 * The training scope's rules, registered with the access service: a hidden
 * training exists for its admins only, a private one is entered after registering with its
 * password, and a problem opened in a training must be one of its problems. A group's training
 * (`gid` set) brings its group along: only the group's members (and super admins) know of it, and
 * the group's roots administer it as its author does.
 */
@Injectable()
export class TrainingRules implements ScopeRules<TrainingScope>, OnModuleInit {
  constructor(
    private readonly access: AccessService,
    private readonly membership: GroupMembership,
    @InjectRepository(TrainingEntity) private readonly trainings: Repository<TrainingEntity>,
    @InjectRepository(TrainingProblemEntity) private readonly problems: Repository<TrainingProblemEntity>,
    @InjectRepository(TrainingRegisterEntity) private readonly registers: Repository<TrainingRegisterEntity>,
  ) {}

  onModuleInit(): void {
    this.access.register('training', this);
  }

  /** Training admin by the training alone: its author or a super admin (see `isAdmin` for group roots). */
  isTrainingAdmin(
    viewer: Pick<Viewer, 'uid' | 'role'> | undefined,
    training: Pick<TrainingEntity, 'uid'>,
  ): boolean {
    return !!viewer && (viewer.role === Role.ROOT || viewer.uid === training.uid);
  }

  /** A site training by id, hidden or not; 404 when there is none. */
  async require(tid: number): Promise<TrainingEntity> {
    const training = await this.trainings.findOneBy({ id: tid, gid: IsNull() });
    if (!training) throw notFound(TRAINING_MESSAGES.notFound);
    return training;
  }

  /** Training admin: its author, a super admin, or a root of the training's group. */
  async isAdmin(viewer: Viewer | undefined, training: TrainingEntity): Promise<boolean> {
    if (this.isTrainingAdmin(viewer, training)) return true;
    if (!viewer || training.gid === null) return false;
    const group = await this.membership.requireGroup(training.gid);
    return this.membership.isGroupRoot(viewer, group);
  }

  /**
   * The training, when the viewer may know of it: a group's training exists for the group's
   * members only (403 to others), a hidden training for its admins only — and for the group's
   * admins, who see it in the group's lists.
   */
  async visibleTraining(viewer: Viewer | undefined, tid: number): Promise<TrainingEntity> {
    const training = await this.trainings.findOneBy({ id: tid });
    if (!training) throw notFound(TRAINING_MESSAGES.notFound);
    if (training.gid !== null) await this.membership.requireMember(viewer, training.gid);
    if (!training.status && !(await this.seesHidden(viewer, training)))
      throw notFound(TRAINING_MESSAGES.notFound);
    return training;
  }

  private async seesHidden(viewer: Viewer | undefined, training: TrainingEntity): Promise<boolean> {
    if (await this.isAdmin(viewer, training)) return true;
    return training.gid !== null && this.membership.isGroupAdmin(viewer, training.gid);
  }

  async isRegistered(tid: number, uid: string): Promise<boolean> {
    return this.registers.existsBy({ tid, uid, status: true });
  }

  /** Whether the viewer may enter the training: public, registered, or one of its admins. */
  async hasAccess(viewer: Viewer | undefined, training: TrainingEntity): Promise<boolean> {
    if (!viewer) return false;
    if (await this.isAdmin(viewer, training)) return true;
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
    if (await this.isAdmin(viewer, training)) return training;
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
