import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { countPer } from '../../database/count-per';
import { TransactionRunner } from '../../database/transaction-runner';
import { OnAppEvent } from '../../events/event-bus';
import type { AppEvents, VerdictChanged } from '../../events/events';
import { TrainingSubmissions } from '../submission/training-submissions';
import { trainingCellOf, type CellSubmission, type TrainingCell } from './training-cell';
import { TrainingEntity, TrainingProblemEntity, TrainingProgressEntity } from './training.entity';

/** Rows inserted per statement when a problem joins a training (well under SQLite's variable limit). */
const INSERT_CHUNK = 100;

/** A user's progress in one training. */
export interface TrainingProgress {
  tid: number;
  acCount: number;
  problemCount: number;
}

/**
 * Training progress: per training, user and problem, the user's result among the submissions the
 * training counts — those made at its home (a site training's public rows, a group training's rows
 * of its group; `trainingSubmissionsIn`). Each `VerdictChanged` recomputes the one (user, problem)
 * cell it touches in every training of that home holding the problem, so a rejudge from AC to WA
 * takes the solve back; a problem joining a training brings its solvers' cells, leaving takes them away.
 */
@Injectable()
export class TrainingProgressService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly submissions: TrainingSubmissions,
    @InjectRepository(TrainingProblemEntity) private readonly problems: Repository<TrainingProblemEntity>,
    @InjectRepository(TrainingProgressEntity) private readonly cells: Repository<TrainingProgressEntity>,
  ) {}

  /** A deleted problem leaves every training, with every user's cell on it. */
  @OnAppEvent('problem.deleting')
  async problemDeleting({ manager, pid }: AppEvents['problem.deleting']): Promise<void> {
    await manager.delete(TrainingProgressEntity, { pid });
    await manager.delete(TrainingProblemEntity, { pid });
  }

  /** Recomputes the (user, problem) cell a verdict change touches, in every training of its home holding the problem. */
  @OnAppEvent('submission.verdict')
  async apply({ submission }: Pick<VerdictChanged, 'submission'>): Promise<void> {
    if (submission.cid !== 0) return;
    const { uid, pid } = submission;
    const home = { gid: submission.gid };
    if (!(await this.problems.existsBy({ pid }))) return;
    await this.transactions.run(async (manager) => {
      const tids = await this.trainingsAt(manager, pid, home.gid);
      if (tids.length === 0) return;
      await manager.delete(TrainingProgressEntity, { uid, pid, tid: In(tids) });
      const cell = trainingCellOf(await this.submissions.ofUser(manager, home, uid, pid));
      if (cell)
        await manager.insert(
          TrainingProgressEntity,
          tids.map((tid) => ({ tid, uid, pid, ...cell })),
        );
    });
  }

  /** The trainings holding the problem whose home is the group (`null`: the site's own trainings). */
  private async trainingsAt(manager: EntityManager, pid: number, gid: number | null): Promise<number[]> {
    const rows = await manager
      .createQueryBuilder(TrainingProblemEntity, 'tp')
      .innerJoin(TrainingEntity, 't', 't.id = tp.tid')
      .select('tp.tid', 'tid')
      .where('tp.pid = :pid', { pid })
      .andWhere(gid === null ? 't.gid IS NULL' : 't.gid = :gid', { gid })
      .getRawMany<{ tid: number | string }>();
    return rows.map((row) => Number(row.tid));
  }

  /** Inside the transaction that adds the problem: every user's cell on it, from the submissions the training counts. */
  async problemAdded(manager: EntityManager, tid: number, pid: number): Promise<void> {
    const training = await manager.findOne(TrainingEntity, {
      where: { id: tid },
      select: { id: true, gid: true },
    });
    if (!training) return;
    const rows = await this.submissions.onProblem(manager, training, pid);
    const byUser = new Map<string, CellSubmission[]>();
    for (const row of rows) byUser.set(row.uid, [...(byUser.get(row.uid) ?? []), row]);
    const cells: Array<Partial<TrainingProgressEntity>> = [];
    for (const [uid, submissions] of byUser) {
      const cell = trainingCellOf(submissions);
      if (cell) cells.push({ tid, uid, pid, ...cell });
    }
    for (let i = 0; i < cells.length; i += INSERT_CHUNK) {
      await manager.insert(TrainingProgressEntity, cells.slice(i, i + INSERT_CHUNK));
    }
  }

  /** Inside the transaction that removes the problem from the training. */
  async problemRemoved(manager: EntityManager, tid: number, pid: number): Promise<void> {
    await manager.delete(TrainingProgressEntity, { tid, pid });
  }

  /** Inside the transaction that deletes the training. */
  async trainingDeleted(manager: EntityManager, tid: number): Promise<void> {
    await manager.delete(TrainingProgressEntity, { tid });
  }

  /** How many problems of each training the user has solved. */
  async acCounts(uid: string, tids: number[]): Promise<Map<number, number>> {
    return countPer(this.cells, 'tid', tids, { uid, solved: true });
  }

  /** How many problems each training holds. */
  async problemCounts(tids: number[]): Promise<Map<number, number>> {
    return countPer(this.problems, 'tid', tids);
  }

  /** The user's progress in each of the trainings (for the user's home and group homework). */
  async progressOf(uid: string, tids: number[]): Promise<TrainingProgress[]> {
    const [ac, problems] = await Promise.all([this.acCounts(uid, tids), this.problemCounts(tids)]);
    return tids.map((tid) => ({ tid, acCount: ac.get(tid) ?? 0, problemCount: problems.get(tid) ?? 0 }));
  }

  /** The cells of some users in one training: uid → pid → cell. */
  async cellsOf(tid: number, uids: string[]): Promise<Map<string, Map<number, TrainingCell>>> {
    const result = new Map<string, Map<number, TrainingCell>>();
    if (uids.length === 0) return result;
    const rows = await this.cells.findBy({ tid, uid: In(uids) });
    for (const row of rows) {
      const cells = result.get(row.uid) ?? new Map<number, TrainingCell>();
      cells.set(row.pid, { solved: row.solved, status: row.status, score: row.score, runTime: row.runTime });
      result.set(row.uid, cells);
    }
    return result;
  }

  /** Everyone's standing in a training: solved count and total accepted run time, per user with a cell. */
  async standings(tid: number): Promise<Array<{ uid: string; ac: number; runTime: number }>> {
    const rows = await this.cells
      .createQueryBuilder('c')
      .select('c.uid', 'uid')
      .addSelect('SUM(CASE WHEN c.solved = :yes THEN 1 ELSE 0 END)', 'ac')
      .addSelect('SUM(CASE WHEN c.solved = :yes THEN COALESCE(c.runTime, 0) ELSE 0 END)', 'runTime')
      .where('c.tid = :tid', { tid, yes: true })
      .groupBy('c.uid')
      .getRawMany<{ uid: string; ac: number | string; runTime: number | string }>();
    return rows.map((row) => ({ uid: row.uid, ac: Number(row.ac), runTime: Number(row.runTime) }));
  }
}
