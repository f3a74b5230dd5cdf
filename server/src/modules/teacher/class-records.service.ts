import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { ClearedRecords } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { notFound } from '../../common/http/app.exception';
import { pageWindow, toPage, type Page } from '../../common/http/pagination';
import { AccessService } from '../access/access.service';
import { ProblemEntity } from '../problem/problem.entity';
import { SubmissionAdminService } from '../submission/submission-admin.service';
import { toSubmissionSummary, type SubmissionSummary } from '../submission/submission.dto';
import { SubmissionEntity } from '../submission/submission.entity';
import { TrainingEntity, TrainingProblemEntity } from '../training/training.entity';
import { ClassAccess } from './class-access';
import { GroupClassStudentEntity } from './group-class.entity';
import type {
  ProblemRecordsQueryDto,
  StudentSubmissionsQueryDto,
  TrainingRecordsQueryDto,
} from './teacher.dto';
import { CLASS_LIMITS, TEACHER_MESSAGES } from './teacher-messages';

/** The list row's columns: never the code. */
const ROW_COLUMNS = {
  submitId: true,
  uid: true,
  username: true,
  pid: true,
  displayPid: true,
  cid: true,
  gid: true,
  status: true,
  score: true,
  oiRankScore: true,
  time: true,
  memory: true,
  length: true,
  language: true,
  judger: true,
  isManual: true,
  share: true,
  submitTime: true,
} as const;

/**
 * A student's submissions in a class's group (the rows filed with the group's `gid`), and clearing
 * them. Clearing goes through the submission admin's deletion, one submission at a time, so each
 * one takes back what it counted and announces the change: training progress, the homework and
 * group ranks and the user's status on the problem follow at once.
 */
@Injectable()
export class ClassRecordsService {
  constructor(
    private readonly access: ClassAccess,
    private readonly staff: AccessService,
    private readonly submissionAdmin: SubmissionAdminService,
    @InjectRepository(GroupClassStudentEntity) private readonly students: Repository<GroupClassStudentEntity>,
    @InjectRepository(SubmissionEntity) private readonly submissions: Repository<SubmissionEntity>,
    @InjectRepository(ProblemEntity) private readonly problems: Repository<ProblemEntity>,
    @InjectRepository(TrainingEntity) private readonly trainings: Repository<TrainingEntity>,
    @InjectRepository(TrainingProblemEntity) private readonly links: Repository<TrainingProblemEntity>,
  ) {}

  /** Newest first, the status list's row shape; `pid` narrows to one problem. */
  async studentSubmissions(
    query: StudentSubmissionsQueryDto,
    viewer: AuthUser,
  ): Promise<Page<SubmissionSummary>> {
    const row = await this.access.requireClass(viewer, query.id);
    if (!(await this.students.existsBy({ classId: row.id, uid: query.uid })))
      throw notFound(TEACHER_MESSAGES.studentNotInClass);
    const { current, size, skip } = pageWindow(query, CLASS_LIMITS.pageSize);
    const [rows, total] = await this.submissions.findAndCount({
      where: { gid: row.gid, uid: query.uid, ...(query.pid !== undefined ? { pid: query.pid } : {}) },
      select: ROW_COLUMNS,
      order: { submitId: 'DESC' },
      skip,
      take: size,
    });
    const pids = [...new Set(rows.map((submission) => submission.pid))];
    const problems = pids.length
      ? await this.problems.find({ where: { id: In(pids) }, select: { id: true, title: true } })
      : [];
    const titles = new Map(problems.map((problem) => [problem.id, problem.title]));
    return toPage(
      rows.map((submission) => toSubmissionSummary(submission, titles.get(submission.pid))),
      total,
      current,
      size,
    );
  }

  /** The student's submissions on one problem made in the group; a student of the viewer's classes there. */
  async clearProblemRecords(query: ProblemRecordsQueryDto, viewer: AuthUser): Promise<ClearedRecords> {
    await this.access.requireGroup(viewer, query.gid);
    await this.staff.requireTeachesStudent(viewer, query.uid, query.gid);
    return this.clear({ gid: query.gid, uid: query.uid, pid: query.pid });
  }

  /** The student's submissions on the homework's problems made in its group, as above. */
  async clearTrainingRecords(query: TrainingRecordsQueryDto, viewer: AuthUser): Promise<ClearedRecords> {
    const training = await this.trainings.findOneBy({ id: query.tid });
    if (!training || training.gid === null) throw notFound(TEACHER_MESSAGES.trainingNotFound);
    await this.access.requireGroup(viewer, training.gid);
    await this.staff.requireTeachesStudent(viewer, query.uid, training.gid);
    const pids = (await this.links.find({ where: { tid: training.id }, select: { pid: true } })).map(
      (link) => link.pid,
    );
    if (pids.length === 0) return { deleted: 0 };
    return this.clear({ gid: training.gid, uid: query.uid, pid: In(pids) });
  }

  private async clear(where: { gid: number; uid: string; pid: number | ReturnType<typeof In<number>> }) {
    const rows = await this.submissions.find({
      where,
      select: { submitId: true },
      order: { submitId: 'ASC' },
    });
    for (const row of rows) await this.submissionAdmin.delete(row.submitId);
    return { deleted: rows.length };
  }
}
