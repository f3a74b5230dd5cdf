import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { notFound, unauthorized } from '../../../common/http/app.exception';
import { AccessService } from '../../access/access.service';
import type { Viewer } from '../../access/viewer';
import { GroupMembership } from '../../group/group-membership.service';
import { GROUP_MESSAGES } from '../../group/group-messages';
import type { GroupRow } from '../../group/group-row';
import { TRAINING_MESSAGES, trainingThing } from '../training-rules';
import { TrainingEntity } from '../training.entity';
import { GROUP_TRAINING_MESSAGES } from './group-training.dto';

const REFUSALS = {
  notFound: TRAINING_MESSAGES.notFound,
  forbidden: GROUP_MESSAGES.notAdmin,
  notOwner: GROUP_TRAINING_MESSAGES.notYourTraining,
} as const;

/**
 * A group's trainings for the group routes. Who manages one is the access policy's: group admins
 * create; a group root (auth 5, the owner, a super admin) edits or deletes any of the group's
 * trainings, other group admins only their own. Members read through the training scope
 * (`TrainingRules`); outsiders get a 404, never a title.
 */
@Injectable()
export class GroupTrainingAccess {
  constructor(
    private readonly access: AccessService,
    private readonly membership: GroupMembership,
    @InjectRepository(TrainingEntity) private readonly trainings: Repository<TrainingEntity>,
  ) {}

  /** A group's training by id, or 404 (site trainings are not served here). */
  async requireGroupTraining(tid: number): Promise<TrainingEntity & { gid: number }> {
    const training = await this.trainings.findOneBy({ id: tid });
    if (!training || training.gid === null) throw notFound(TRAINING_MESSAGES.notFound);
    return training as TrainingEntity & { gid: number };
  }

  /** The training, once the viewer may edit it: 401, 404 unknown or not in its group, 403 not theirs. */
  async requireManageable(
    viewer: Viewer | undefined,
    tid: number,
  ): Promise<{ training: TrainingEntity & { gid: number }; group: GroupRow }> {
    if (!viewer) throw unauthorized();
    const training = await this.requireGroupTraining(tid);
    await this.access.require(viewer, 'edit', trainingThing(training), REFUSALS);
    return { training, group: await this.membership.requireGroup(training.gid) };
  }

  /**
   * The trainings' passwords, for those who manage each only (its author, a group root): the
   * group's other admins list its trainings but get null, as they may not edit them either.
   */
  async passwordsShownTo(
    viewer: Viewer,
    trainings: Pick<TrainingEntity, 'uid' | 'gid' | 'privatePwd'>[],
  ): Promise<(string | null)[]> {
    const manages = await this.access.mayEach(viewer, 'manage', trainings.map(trainingThing));
    return trainings.map((training, index) => (manages[index] ? training.privatePwd : null));
  }

  requireMember(viewer: Viewer | undefined, gid: number): Promise<GroupRow> {
    return this.membership.requireMember(viewer, gid);
  }

  requireAdmin(viewer: Viewer | undefined, gid: number): Promise<GroupRow> {
    return this.membership.requireAdmin(viewer, gid);
  }
}
