import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { ProblemService } from '../problem/problem.service';
import { TrainingEntity, TrainingProblemEntity, TrainingProgressEntity } from './training.entity';

/** A group's homework figures for some students: solved problems over all of the group's homework. */
export interface GroupProgress {
  problemCount: number;
  acByUid: Map<string, number>;
}

/** One homework's problems in order, with the students' results on each. */
export interface HomeworkCells {
  problems: Array<{ pid: number; displayId: string; title: string }>;
  cells: Array<{ uid: string; pid: number; solved: boolean }>;
}

/**
 * Progress over a group's homework (its trainings), read from the kept training progress like
 * the homework list and rank, so a verdict or a cleared record shows here as soon as there. The
 * teacher module's class pages read it.
 */
@Injectable()
export class HomeworkProgress {
  constructor(
    @InjectRepository(TrainingEntity) private readonly trainings: Repository<TrainingEntity>,
    @InjectRepository(TrainingProblemEntity) private readonly problems: Repository<TrainingProblemEntity>,
    @InjectRepository(TrainingProgressEntity) private readonly cells: Repository<TrainingProgressEntity>,
    private readonly problemRows: ProblemService,
  ) {}

  /** A homework (a training) by id, or null. */
  findHomework(tid: number): Promise<Pick<TrainingEntity, 'id' | 'gid' | 'title'> | null> {
    return this.trainings.findOne({ where: { id: tid }, select: { id: true, gid: true, title: true } });
  }

  /** The ids of the homework's problems. */
  async problemIdsOf(tid: number): Promise<number[]> {
    return (await this.problems.find({ where: { tid }, select: { pid: true } })).map((link) => link.pid);
  }

  /** The homework's problems in order with their titles, and the students' results on them. */
  async cellsOf(tid: number, uids: readonly string[]): Promise<HomeworkCells> {
    const links = await this.problems.find({ where: { tid }, order: { rank: 'ASC', id: 'ASC' } });
    const pids = links.map((link) => link.pid);
    const [problems, cells] = await Promise.all([
      this.problemRows.findManyById(pids),
      pids.length && uids.length
        ? this.cells.find({
            where: { tid, uid: In([...uids]) },
            select: { uid: true, pid: true, solved: true },
          })
        : [],
    ]);
    return {
      problems: links.map((link) => ({
        pid: link.pid,
        displayId: link.displayId,
        title: problems.get(link.pid)?.title ?? '',
      })),
      cells,
    };
  }

  /** The group's homework, newest first. */
  homeworkOf(gid: number): Promise<Pick<TrainingEntity, 'id' | 'title'>[]> {
    return this.trainings.find({ where: { gid }, select: { id: true, title: true }, order: { id: 'DESC' } });
  }

  /** Per group: how many homework problems it has, and how many of them each student solved. */
  async ofGroups(students: Array<{ gid: number; uid: string }>): Promise<Map<number, GroupProgress>> {
    const result = new Map<number, GroupProgress>();
    const gids = [...new Set(students.map((row) => row.gid))];
    for (const gid of gids) {
      const uids = [...new Set(students.filter((row) => row.gid === gid).map((row) => row.uid))];
      result.set(gid, await this.ofGroup(gid, uids));
    }
    return result;
  }

  async ofGroup(gid: number, uids: string[]): Promise<GroupProgress> {
    const tids = (await this.homeworkOf(gid)).map((row) => row.id);
    if (tids.length === 0) return { problemCount: 0, acByUid: new Map() };
    const problemCount = await this.problems.countBy({ tid: In(tids) });
    if (uids.length === 0) return { problemCount, acByUid: new Map() };
    const rows = await this.cells
      .createQueryBuilder('c')
      .select('c.uid', 'uid')
      .addSelect('COUNT(*)', 'ac')
      .where({ tid: In(tids), uid: In(uids), solved: true })
      .groupBy('c.uid')
      .getRawMany<{ uid: string; ac: number | string }>();
    return { problemCount, acByUid: new Map(rows.map((row) => [row.uid, Number(row.ac)])) };
  }
}
