import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository } from 'typeorm';
import type { ClassGroupOption } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest } from '../../common/http/app.exception';
import { pageWindow, toPage, type Page } from '../../common/http/pagination';
import { TransactionRunner } from '../../database/transaction-runner';
import { GroupDirectory } from '../group/group-directory';
import { ClassAccess } from './class-access';
import { likePattern } from '../../database/like-pattern';
import { countPer } from '../../database/count-per';
import { toClassView, type ClassResponse } from './class-views';
import { GroupClassEntity, GroupClassStudentEntity } from './group-class.entity';
import type { ClassCreateDto, ClassListQueryDto, ClassUpdateDto } from './teacher.dto';
import { CLASS_LIMITS, TEACHER_MESSAGES } from './teacher-messages';

/** Classes: the groups a teacher may open them in, the list, the form, finishing and deleting. */
@Injectable()
export class ClassService {
  constructor(
    private readonly access: ClassAccess,
    private readonly transactions: TransactionRunner,
    @InjectRepository(GroupClassEntity) private readonly classes: Repository<GroupClassEntity>,
    @InjectRepository(GroupClassStudentEntity) private readonly students: Repository<GroupClassStudentEntity>,
    private readonly groups: GroupDirectory,
  ) {}

  /** The groups the viewer administers (every group for the super admin), newest first. */
  async groupOptions(viewer: AuthUser): Promise<ClassGroupOption[]> {
    const gids = await this.access.managedGids(viewer);
    const rows = await this.groups.summaries(gids);
    return rows.map(({ id, name, shortName }) => ({ id, name, shortName }));
  }

  /** The classes of the viewer's groups, newest first. */
  async list(query: ClassListQueryDto, viewer: AuthUser): Promise<Page<ClassResponse>> {
    const { current, size, skip } = pageWindow(query, CLASS_LIMITS.pageSize);
    const gids = await this.access.managedGids(viewer);
    const qb = this.classes.createQueryBuilder('c');
    if (gids !== null) qb.andWhere(gids.length ? 'c.gid IN (:...gids)' : '1 = 0', { gids });
    if (query.gid !== undefined) qb.andWhere('c.gid = :gid', { gid: query.gid });
    const keyword = query.keyword?.trim();
    if (keyword) {
      const like = likePattern(keyword);
      qb.andWhere(
        new Brackets((or) =>
          or
            .where("c.name LIKE :like ESCAPE '!'", { like })
            .orWhere("c.school LIKE :like ESCAPE '!'", { like }),
        ),
      );
    }
    const [rows, total] = await qb.orderBy('c.id', 'DESC').skip(skip).take(size).getManyAndCount();
    return toPage(await this.views(rows), total, current, size);
  }

  async get(id: number, viewer: AuthUser): Promise<ClassResponse> {
    return this.view(await this.access.requireClass(viewer, id));
  }

  async create(dto: ClassCreateDto, viewer: AuthUser): Promise<ClassResponse> {
    await this.access.requireGroup(viewer, dto.gid);
    const row = await this.classes.save(
      this.classes.create({
        gid: dto.gid,
        name: dto.name,
        school: dto.school ?? '',
        finished: false,
        uid: viewer.uid,
        author: viewer.username,
      }),
    );
    return this.view(row);
  }

  async update(dto: ClassUpdateDto, viewer: AuthUser): Promise<ClassResponse> {
    const row = await this.access.requireClass(viewer, dto.id);
    row.name = dto.name;
    if (dto.school !== undefined) row.school = dto.school;
    return this.view(await this.classes.save(row));
  }

  async finish(id: number, viewer: AuthUser): Promise<ClassResponse> {
    const row = await this.access.requireClass(viewer, id);
    if (row.finished) throw badRequest(TEACHER_MESSAGES.alreadyFinished);
    row.finished = true;
    return this.view(await this.classes.save(row));
  }

  /** The class and its roster go; its students stay members of the group. */
  async delete(id: number, viewer: AuthUser): Promise<void> {
    const row = await this.access.requireClass(viewer, id);
    await this.transactions.run(async (manager) => {
      await manager.delete(GroupClassStudentEntity, { classId: row.id });
      await manager.delete(GroupClassEntity, { id: row.id });
    });
  }

  private async view(row: GroupClassEntity): Promise<ClassResponse> {
    return (await this.views([row]))[0];
  }

  private async views(rows: GroupClassEntity[]): Promise<ClassResponse[]> {
    if (rows.length === 0) return [];
    const gids = [...new Set(rows.map((row) => row.gid))];
    const [groups, counts] = await Promise.all([
      this.groups.summaries(gids),
      this.studentCounts(rows.map((row) => row.id)),
    ]);
    const names = new Map(groups.map((group) => [group.id, group.name]));
    return rows.map((row) => toClassView(row, names.get(row.gid) ?? '', counts.get(row.id) ?? 0));
  }

  /** Students per class (a deleted account's rows are removed with it). */
  private studentCounts(classIds: number[]): Promise<Map<number, number>> {
    return countPer(this.students, 'classId', classIds);
  }
}
