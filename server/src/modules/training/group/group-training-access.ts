import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { forbidden, notFound, unauthorized } from '../../../common/http/app.exception';
import type { Viewer } from '../../access/viewer';
import { GroupMembership } from '../../group/group-membership.service';
import type { GroupEntity } from '../../group/group.entity';
import { TRAINING_MESSAGES } from '../training-rules';
import { TrainingEntity } from '../training.entity';
import { GROUP_TRAINING_MESSAGES } from './group-training.dto';

/**
 * Who manages a group's training: group admins create; a group root (auth 5, the
 * owner, a super admin) edits or deletes any of the group's trainings, other group admins only
 * their own. Members read through the training scope (`TrainingRules`); outsiders get a 403 or
 * a 404, never a title.
 */
@Injectable()
export class GroupTrainingAccess {
  constructor(
    private readonly membership: GroupMembership,
    @InjectRepository(TrainingEntity) private readonly trainings: Repository<TrainingEntity>,
  ) {}

  /** A group's training by id, or 404 (site trainings are not served here). */
  async requireGroupTraining(tid: number): Promise<TrainingEntity & { gid: number }> {
    const training = await this.trainings.findOneBy({ id: tid });
    if (!training || training.gid === null) throw notFound(TRAINING_MESSAGES.notFound);
    return training as TrainingEntity & { gid: number };
  }

  /** The training, once the viewer may edit it: 401, 404 unknown, 403 not a group admin or not theirs. */
  async requireManageable(
    viewer: Viewer | undefined,
    tid: number,
  ): Promise<{ training: TrainingEntity & { gid: number }; group: GroupEntity }> {
    if (!viewer) throw unauthorized();
    const training = await this.requireGroupTraining(tid);
    const group = await this.membership.requireAdmin(viewer, training.gid);
    if (!(await this.manages(viewer, training, group)))
      throw forbidden(GROUP_TRAINING_MESSAGES.notYourTraining);
    return { training, group };
  }

  /** The viewer manages the training: its author, or a root of its group (auth 5, the owner, a super admin). */
  async manages(
    viewer: Viewer,
    training: Pick<TrainingEntity, 'uid'>,
    group: Pick<GroupEntity, 'id' | 'uid'>,
  ): Promise<boolean> {
    return training.uid === viewer.uid || this.membership.isGroupRoot(viewer, group);
  }

  /**
   * A training's password, for those who manage it only: the group's other admins list its
   * trainings but get null, as they may not edit them either.
   */
  async passwordShownTo(
    viewer: Viewer,
    group: Pick<GroupEntity, 'id' | 'uid'>,
  ): Promise<(training: Pick<TrainingEntity, 'uid' | 'privatePwd'>) => string | null> {
    const root = await this.membership.isGroupRoot(viewer, group);
    return (training) => (root || training.uid === viewer.uid ? training.privatePwd : null);
  }

  requireMember(viewer: Viewer | undefined, gid: number): Promise<GroupEntity> {
    return this.membership.requireMember(viewer, gid);
  }

  requireAdmin(viewer: Viewer | undefined, gid: number): Promise<GroupEntity> {
    return this.membership.requireAdmin(viewer, gid);
  }
}
