import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, SelectQueryBuilder } from 'typeorm';
import type { ClassStudentsResult, TeacherStudentRow } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest, notFound } from '../../common/http/app.exception';
import { pageWindow, toPage, type Page } from '../../common/http/pagination';
import { TransactionRunner } from '../../database/transaction-runner';
import { GroupEnrolment } from '../group/group-enrolment';
import { UserDirectory } from '../user/user-directory';
import { ClassAccess } from './class-access';
import { toStudentView, type ClassStudentResponse } from './class-views';
import { GroupClassEntity, GroupClassStudentEntity } from './group-class.entity';
import { HomeworkProgress } from '../training/homework-progress';
import type {
  AllStudentsQueryDto,
  ClassStudentQueryDto,
  ClassStudentsDto,
  ClassStudentsQueryDto,
} from './teacher.dto';
import { CLASS_LIMITS, TEACHER_MESSAGES } from './teacher-messages';

type StudentRow = { uid: string; username: string; realname: string | null; nickname: string | null };

/**
 * A class's students: the roster, adding in bulk (which makes them members of the group), removing
 * (which leaves them in the group), and every student of the viewer's classes.
 */
@Injectable()
export class ClassStudentService {
  constructor(
    private readonly access: ClassAccess,
    private readonly progress: HomeworkProgress,
    private readonly transactions: TransactionRunner,
    @InjectRepository(GroupClassEntity) private readonly classes: Repository<GroupClassEntity>,
    @InjectRepository(GroupClassStudentEntity) private readonly students: Repository<GroupClassStudentEntity>,
    private readonly users: UserDirectory,
    private readonly enrolment: GroupEnrolment,
  ) {}

  /** The roster, in the order they joined, with each student's homework progress. */
  async list(query: ClassStudentsQueryDto, viewer: AuthUser): Promise<Page<ClassStudentResponse>> {
    const row = await this.access.requireClass(viewer, query.id);
    const { current, size, skip } = pageWindow(query, CLASS_LIMITS.pageSize);
    const qb = this.joined(query.keyword).andWhere('s.classId = :classId', { classId: row.id });
    const [rows, total] = await qb.orderBy('s.id', 'ASC').skip(skip).take(size).getManyAndCount();
    const users = await this.usersOf(rows.map((student) => student.uid));
    const progress = await this.progress.ofGroup(row.gid, [...users.keys()]);
    const records = rows.flatMap((student) => {
      const user = users.get(student.uid);
      return user ? [toStudentView(user, student.gmtCreate, progress)] : [];
    });
    return toPage(records, total, current, size);
  }

  /**
   * Adds students by username. Each one found becomes a member (auth 3) of the group unless already
   * a member or an admin there; an applicant or a refused user is made a member too.
   */
  async add(dto: ClassStudentsDto, viewer: AuthUser): Promise<ClassStudentsResult> {
    const row = await this.access.requireClass(viewer, dto.id);
    if (row.finished) throw badRequest(TEACHER_MESSAGES.finished);
    const names = [...new Set(dto.usernames.map((name) => name.trim()).filter((name) => name.length > 0))];
    if (names.length === 0) throw badRequest(TEACHER_MESSAGES.studentsRequired);
    const byName = await this.users.cardsNamed(names);
    const result: ClassStudentsResult = { added: [], already: [], unknown: [] };
    await this.transactions.run(async (manager) => {
      const known = [...byName.values()].map((user) => user.uid);
      const inClass = new Set(
        known.length
          ? (await manager.find(GroupClassStudentEntity, { where: { classId: row.id, uid: In(known) } })).map(
              (student) => student.uid,
            )
          : [],
      );
      const added: string[] = [];
      for (const name of names) {
        const user = byName.get(name);
        if (!user) {
          result.unknown.push(name);
          continue;
        }
        if (inClass.has(user.uid)) {
          result.already.push(name);
          continue;
        }
        await manager.insert(GroupClassStudentEntity, { classId: row.id, uid: user.uid });
        added.push(user.uid);
        result.added.push(name);
      }
      await this.enrolment.enrol(manager, row.gid, added);
    });
    return result;
  }

  /** Takes the student off the roster; they stay a member of the group. */
  async remove(query: ClassStudentQueryDto, viewer: AuthUser): Promise<void> {
    const row = await this.access.requireClass(viewer, query.id);
    const result = await this.students.delete({ classId: row.id, uid: query.uid });
    if (!result.affected) throw notFound(TEACHER_MESSAGES.studentNotInClass);
  }

  /** Every student of the classes in the viewer's groups, newest class first. */
  async allStudents(query: AllStudentsQueryDto, viewer: AuthUser): Promise<Page<TeacherStudentRow<Date>>> {
    const { current, size, skip } = pageWindow(query, CLASS_LIMITS.pageSize);
    const gids = await this.access.managedGids(viewer);
    const qb = this.joined(query.keyword).innerJoin(GroupClassEntity, 'c', 'c.id = s.classId');
    if (gids !== null) qb.andWhere(gids.length ? 'c.gid IN (:...gids)' : '1 = 0', { gids });
    const [rows, total] = await qb
      .orderBy('s.classId', 'DESC')
      .addOrderBy('s.id', 'ASC')
      .skip(skip)
      .take(size)
      .getManyAndCount();
    const classIds = [...new Set(rows.map((student) => student.classId))];
    const [users, classes] = await Promise.all([
      this.usersOf(rows.map((student) => student.uid)),
      classIds.length ? this.classes.findBy({ id: In(classIds) }) : Promise.resolve([]),
    ]);
    const classById = new Map(classes.map((row) => [row.id, row]));
    const progress = await this.progress.ofGroups(
      rows.flatMap((student) => {
        const row = classById.get(student.classId);
        return row ? [{ gid: row.gid, uid: student.uid }] : [];
      }),
    );
    const records = rows.flatMap((student) => {
      const user = users.get(student.uid);
      const row = classById.get(student.classId);
      if (!user || !row) return [];
      return [
        {
          ...toStudentView(user, student.gmtCreate, progress.get(row.gid)),
          classId: row.id,
          className: row.name,
        },
      ];
    });
    return toPage(records, total, current, size);
  }

  /** Class rows whose account still exists and, given a keyword, whose names hold it. */
  private joined(keyword: string | undefined): SelectQueryBuilder<GroupClassStudentEntity> {
    return this.users.whereAccount(this.students.createQueryBuilder('s'), 's.uid', keyword, [
      'username',
      'realname',
      'nickname',
    ]);
  }

  private usersOf(uids: string[]): Promise<Map<string, StudentRow>> {
    return this.users.cardsOf(uids);
  }
}
