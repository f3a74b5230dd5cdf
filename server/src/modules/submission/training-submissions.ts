import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { trainingSubmissionsIn } from '../access/scope-conditions';
import { SubmissionEntity } from './submission.entity';

/** A submission as a training cell reads it. */
export type CellSubmissionRow = Pick<SubmissionEntity, 'submitId' | 'status' | 'score' | 'time'>;

const CELL_COLUMNS = { submitId: true, status: true, score: true, time: true } as const;

/** Where a training counts submissions: the site's public ones (`gid` null) or its group's. */
export interface TrainingHome {
  gid: number | null;
}

/**
 * The submission module's read interface for the training module: the submissions a training
 * counts (`trainingSubmissionsIn`), read in the caller's transaction. Reads only; the recorder writes.
 */
@Injectable()
export class TrainingSubmissions {
  /** One user's submissions to one problem made at the training home. */
  ofUser(manager: EntityManager, home: TrainingHome, uid: string, pid: number): Promise<CellSubmissionRow[]> {
    return manager.find(SubmissionEntity, {
      where: { uid, pid, ...trainingSubmissionsIn(home) },
      select: CELL_COLUMNS,
    });
  }

  /** Everyone's submissions to one problem made at the training home, with their users. */
  onProblem(
    manager: EntityManager,
    home: TrainingHome,
    pid: number,
  ): Promise<Array<CellSubmissionRow & { uid: string }>> {
    return manager.find(SubmissionEntity, {
      where: { pid, ...trainingSubmissionsIn(home) },
      select: { ...CELL_COLUMNS, uid: true },
    });
  }
}
