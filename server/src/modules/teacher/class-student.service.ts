import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, Repository, SelectQueryBuilder } from 'typeorm';
import { GroupMemberAuth, type ClassStudentsResult, type TeacherStudentRow } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest, notFound } from '../../common/http/app.exception';
import { pageWindow, toPage, type Page } from '../../common/http/pagination';
import { TransactionRunner } from '../../database/transaction-runner';
import { GroupMemberEntity } from '../group/group-member.entity';
import { UserEntity } from '../user/user.entity';
import { ClassAccess } from './class-access';
import { likePattern, toStudentView, type ClassStudentResponse } from './class-views';
import { GroupClassEntity, GroupClassStudentEntity } from './group-class.entity';
import { HomeworkProgress } from './homework-progress';
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
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
  ) {}

  /** The roster, in the order they joined, with each student's homework progress. */
  async list(query: ClassStudentsQueryDto, viewer: AuthUser): Promise<Page<ClassStudentResponse>> {
    const row = await this.access.requireClass(viewer, query.id);
    const { current, size, skip } = pageWindow(query, CLASS_LIMITS.pageSize);
    const qb = this.joined().where('s.classId = :classId', { classId: row.id });
    this.matching(qb, query.keyword);
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
    const found = await this.users.find({
      where: { username: In(names) },
      select: { uid: true, username: true },
    });
    const byName = new Map(found.map((user) => [user.username, user]));
    const result: ClassStudentsResult = { added: [], already: [], unknown: [] };
    await this.transactions.run(async (manager) => {
      const known = found.map((user) => user.uid);
      const inClass = new Set(
        known.length
          ? (await manager.find(GroupClassStudentEntity, { where: { classId: row.id, uid: In(known) } })).map(
              (student) => student.uid,
            )
          : [],
      );
      const memberships = new Map(
        (known.length
          ? await manager.find(GroupMemberEntity, { where: { gid: row.gid, uid: In(known) } })
          : []
        ).map((member) => [member.uid, member]),
      );
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
        const member = memberships.get(user.uid);
        if (!member) {
          await manager.insert(GroupMemberEntity, {
            gid: row.gid,
            uid: user.uid,
            auth: GroupMemberAuth.MEMBER,
          });
        } else if (member.auth < GroupMemberAuth.MEMBER) {
          await manager.update(GroupMemberEntity, { id: member.id }, { auth: GroupMemberAuth.MEMBER });
        }
        result.added.push(name);
      }
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
    const qb = this.joined().innerJoin(GroupClassEntity, 'c', 'c.id = s.classId');
    if (gids !== null) qb.andWhere(gids.length ? 'c.gid IN (:...gids)' : '1 = 0', { gids });
    this.matching(qb, query.keyword);
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

  /** Class rows whose account still exists (a deleted account drops out). */
  private joined(): SelectQueryBuilder<GroupClassStudentEntity> {
    return this.students.createQueryBuilder('s').innerJoin(UserEntity, 'u', 'u.uid = s.uid');
  }

  private async usersOf(uids: string[]): Promise<Map<string, StudentRow>> {
    if (uids.length === 0) return new Map();
    const users = await this.users.find({
      where: { uid: In(uids) },
      select: { uid: true, username: true, realname: true, nickname: true },
    });
    return new Map(users.map((user) => [user.uid, user]));
  }

  private matching(qb: SelectQueryBuilder<GroupClassStudentEntity>, keyword: string | undefined): void {
    const text = keyword?.trim();
    if (!text) return;
    const like = likePattern(text);
    qb.andWhere(
      new Brackets((or) =>
        ['username', 'realname', 'nickname'].forEach((column) =>
          or.orWhere(`u.${column} LIKE :like ESCAPE '!'`, { like }),
        ),
      ),
    );
  }
}
