import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ClassRankRow, HomeworkProblemsView, PersonHomeworkRow } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { notFound } from '../../common/http/app.exception';
import { pageWindow, toPage, type Page } from '../../common/http/pagination';
import { GroupRoster } from '../group/group-roster';
import { TrainingProgressService } from '../training/training-progress.service';
import { UserDirectory } from '../user/user-directory';
import { ClassAccess } from './class-access';
import { toStudentView } from './class-views';
import { GroupClassStudentEntity } from './group-class.entity';
import { HomeworkProgress } from '../training/homework-progress';
import type { ClassRankQueryDto, ClassStudentQueryDto, HomeworkProblemQueryDto } from './teacher.dto';
import { TEACHER_MESSAGES } from './teacher-messages';

/** The class rank page size (the homework rank's). */
const CLASS_RANK_PAGE_SIZE = 30;

/**
 * How a class does on its group's homework: the class rank, one student's progress per homework,
 * and per problem of one homework who solved it, who tried and who never submitted.
 */
@Injectable()
export class ClassRankService {
  constructor(
    private readonly access: ClassAccess,
    private readonly progress: HomeworkProgress,
    private readonly trainingProgress: TrainingProgressService,
    private readonly roster: GroupRoster,
    @InjectRepository(GroupClassStudentEntity) private readonly students: Repository<GroupClassStudentEntity>,
    private readonly users: UserDirectory,
  ) {}

  /** Students by homework problems solved, then by username; equal counts share a rank. */
  async rank(query: ClassRankQueryDto, viewer: AuthUser): Promise<Page<ClassRankRow<Date>>> {
    const row = await this.access.requireClass(viewer, query.id);
    const { current, size, skip } = pageWindow(query, CLASS_RANK_PAGE_SIZE);
    const roster = await this.rosterOf(row.id);
    const progress = await this.progress.ofGroup(
      row.gid,
      roster.map((student) => student.user.uid),
    );
    const views = roster
      .map((student) => toStudentView(student.user, student.joinTime, progress))
      .sort((a, b) => b.ac - a.ac || a.username.localeCompare(b.username));
    let rank = 0;
    const ranked = views.map((view, index) => {
      if (index === 0 || views[index - 1].ac !== view.ac) rank = index + 1;
      return { ...view, rank };
    });
    return toPage(ranked.slice(skip, skip + size), ranked.length, current, size);
  }

  /** One student's progress in every homework of the class's group, newest first. */
  async personRank(query: ClassStudentQueryDto, viewer: AuthUser): Promise<PersonHomeworkRow[]> {
    const row = await this.access.requireClass(viewer, query.id);
    if (!(await this.students.existsBy({ classId: row.id, uid: query.uid })))
      throw notFound(TEACHER_MESSAGES.studentNotInClass);
    const homework = await this.progress.homeworkOf(row.gid);
    const figures = await this.trainingProgress.progressOf(
      query.uid,
      homework.map((training) => training.id),
    );
    return homework.map((training, index) => ({
      tid: training.id,
      title: training.title,
      ac: figures[index].acCount,
      problemCount: figures[index].problemCount,
    }));
  }

  /**
   * Per problem of one homework: solved, tried and untried counts and each student's status,
   * over the class's students when a class is named, else over every member of the group.
   */
  async homeworkProblems(query: HomeworkProblemQueryDto, viewer: AuthUser): Promise<HomeworkProblemsView> {
    await this.access.requireGroup(viewer, query.gid);
    const training = await this.progress.findHomework(query.tid);
    if (!training) throw notFound(TEACHER_MESSAGES.trainingNotFound);
    if (training.gid !== query.gid) throw notFound(TEACHER_MESSAGES.trainingNotInGroup);
    let uids: string[];
    if (query.classId !== undefined) {
      const row = await this.access.requireClass(viewer, query.classId);
      if (row.gid !== query.gid) throw notFound(TEACHER_MESSAGES.classNotInGroup);
      uids = (await this.rosterOf(row.id)).map((student) => student.user.uid);
    } else {
      uids = await this.roster.memberUids(query.gid);
    }
    const users = [...(await this.users.cardsOf(uids)).values()].sort((a, b) =>
      a.username.localeCompare(b.username),
    );
    const { problems, cells } = await this.progress.cellsOf(
      training.id,
      users.map((user) => user.uid),
    );
    return {
      tid: training.id,
      title: training.title,
      students: users.map(({ uid, username, realname }) => ({ uid, username, realname })),
      problems: problems.map((link) => {
        const statusByUid: Record<string, 'ac' | 'tried'> = {};
        for (const cell of cells) {
          if (cell.pid === link.pid) statusByUid[cell.uid] = cell.solved ? 'ac' : 'tried';
        }
        const solved = Object.values(statusByUid).filter((status) => status === 'ac').length;
        const tried = Object.values(statusByUid).length - solved;
        return {
          pid: link.pid,
          displayId: link.displayId,
          title: link.title,
          solved,
          tried,
          untried: users.length - solved - tried,
          statusByUid,
        };
      }),
    };
  }

  /** The class's students whose account still exists, with when they joined. */
  private async rosterOf(classId: number) {
    const rows = await this.students.find({ where: { classId }, order: { id: 'ASC' } });
    if (rows.length === 0) return [];
    const byUid = await this.users.cardsOf(rows.map((row) => row.uid));
    return rows.flatMap((row) => {
      const user = byUid.get(row.uid);
      return user ? [{ user, joinTime: row.gmtCreate }] : [];
    });
  }
}
