import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OnAppEvent } from '../../events/event-bus';
import type { AppEvents } from '../../events/events';
import { TrainingProgressService } from './training-progress.service';
import { TrainingEntity, TrainingProblemEntity, TrainingRegisterEntity } from './training.entity';

/**
 * Deletes trainings with their problems, registrations and progress, inside the caller's
 * transaction: for the site's and a group's training admin, and for every training of a group
 * that is disbanded.
 */
@Injectable()
export class TrainingRemoval {
  constructor(private readonly progress: TrainingProgressService) {}

  @OnAppEvent('group.deleting')
  async groupDeleting({ manager, gid }: AppEvents['group.deleting']): Promise<void> {
    const trainings = await manager.find(TrainingEntity, { where: { gid }, select: { id: true } });
    for (const training of trainings) await this.remove(manager, training.id);
  }

  async remove(manager: EntityManager, tid: number): Promise<void> {
    await this.progress.trainingDeleted(manager, tid);
    await manager.delete(TrainingProblemEntity, { tid });
    await manager.delete(TrainingRegisterEntity, { tid });
    await manager.delete(TrainingEntity, { id: tid });
  }
}
