import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ClearedRecords } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { notFound } from '../../common/http/app.exception';
import { pageWindow, toPage, type Page } from '../../common/http/pagination';
import { AccessService } from '../access/access.service';
import { ProblemService } from '../problem/problem.service';
import { GroupSubmissions } from '../submission/group-submissions';
import { SubmissionAdminService } from '../submission/submission-admin.service';
import { toSubmissionSummary, type SubmissionSummary } from '../submission/submission.dto';
import { HomeworkProgress } from '../training/homework-progress';
import { ClassAccess } from './class-access';
import { GroupClassStudentEntity } from './group-class.entity';
import type {
  ProblemRecordsQueryDto,
  StudentSubmissionsQueryDto,
  TrainingRecordsQueryDto,
} from './teacher.dto';
import { CLASS_LIMITS, TEACHER_MESSAGES } from './teacher-messages';

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
    private readonly submissions: GroupSubmissions,
    private readonly problems: ProblemService,
    private readonly homework: HomeworkProgress,
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
    const [rows, total] = await this.submissions.page(row.gid, query.uid, query.pid, { skip, take: size });
    const problems = await this.problems.findManyById([...new Set(rows.map((submission) => submission.pid))]);
    return toPage(
      rows.map((submission) => toSubmissionSummary(submission, problems.get(submission.pid)?.title)),
      total,
      current,
      size,
    );
  }

  /** The student's submissions on one problem made in the group; a student of the viewer's classes there. */
  async clearProblemRecords(query: ProblemRecordsQueryDto, viewer: AuthUser): Promise<ClearedRecords> {
    await this.access.requireGroup(viewer, query.gid);
    await this.staff.requireTeachesStudent(viewer, query.uid, query.gid);
    return this.clear(await this.submissions.idsOf(query.gid, query.uid, [query.pid]));
  }

  /** The student's submissions on the homework's problems made in its group, as above. */
  async clearTrainingRecords(query: TrainingRecordsQueryDto, viewer: AuthUser): Promise<ClearedRecords> {
    const training = await this.homework.findHomework(query.tid);
    if (!training || training.gid === null) throw notFound(TEACHER_MESSAGES.trainingNotFound);
    await this.access.requireGroup(viewer, training.gid);
    await this.staff.requireTeachesStudent(viewer, query.uid, training.gid);
    const pids = await this.homework.problemIdsOf(training.id);
    return this.clear(await this.submissions.idsOf(training.gid, query.uid, pids));
  }

  private async clear(submitIds: number[]): Promise<ClearedRecords> {
    for (const submitId of submitIds) await this.submissionAdmin.delete(submitId);
    return { deleted: submitIds.length };
  }
}
