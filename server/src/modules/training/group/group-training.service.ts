import { TrainingRemoval } from '../training-removal';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type FindManyOptions } from 'typeorm';
import { badRequest } from '../../../common/http/app.exception';
import type { Page, PageQueryDto } from '../../../common/http/pagination';
import { TransactionRunner } from '../../../database/transaction-runner';
import type { AuthUser } from '../../../common/auth/auth-user';
import { findPage } from '../../../database/find-page';
import { TrainingCategories } from '../training-categories';
import { TrainingForm, type AdminTrainingFormResponse } from '../training-form';
import { TrainingProgressService } from '../training-progress.service';
import {
  toAdminTrainingResponse,
  toTrainingResponse,
  type AdminTrainingResponse,
  type TrainingResponse,
} from '../training.dto';
import { TrainingEntity } from '../training.entity';
import { GroupTrainingAccess } from './group-training-access';
import {
  GROUP_TRAINING_MESSAGES,
  type GroupTrainingFormDto,
  type GroupTrainingPageQueryDto,
} from './group-training.dto';

/** Group training list page size (the site's training list size). */
export const GROUP_TRAINING_PAGE_SIZE = 15;
/** Group admin training list page size (as the other admin lists). */
export const GROUP_ADMIN_TRAINING_PAGE_SIZE = 10;

/**
 * A group's trainings: trainings with the group's `gid`. They
 * never show in the site's lists; members browse the visible ones here and open them through the
 * training routes, whose scope rules bring the group along.
 */
@Injectable()
export class GroupTrainingService {
  constructor(
    private readonly access: GroupTrainingAccess,
    private readonly progress: TrainingProgressService,
    private readonly categories: TrainingCategories,
    private readonly form: TrainingForm,
    private readonly transactions: TransactionRunner,
    private readonly removal: TrainingRemoval,
    @InjectRepository(TrainingEntity) private readonly trainings: Repository<TrainingEntity>,
  ) {}

  /** The group's visible trainings by rank, with the member's own progress. */
  async list(query: GroupTrainingPageQueryDto, viewer: AuthUser): Promise<Page<TrainingResponse>> {
    await this.access.requireMember(viewer, query.gid);
    return this.pageWithProgress(query, GROUP_TRAINING_PAGE_SIZE, viewer, {
      where: { gid: query.gid, status: true },
      order: { rank: 'ASC', id: 'DESC' },
    });
  }

  /** A page of the group's trainings as a member sees them: each with the viewer's own progress. */
  pageWithProgress(
    query: PageQueryDto,
    defaultSize: number,
    viewer: AuthUser,
    options: FindManyOptions<TrainingEntity>,
  ): Promise<Page<TrainingResponse>> {
    return findPage(this.trainings, query, defaultSize, options, async (rows) => {
      const [categories, progress] = await Promise.all([
        this.categories.lookup(),
        this.progress.progressOf(
          viewer.uid,
          rows.map((row) => row.id),
        ),
      ]);
      return rows.map((row, index) => toTrainingResponse(row, categories, progress[index], false));
    });
  }

  /** Every training of the group, hidden ones too, newest first (group admins; passwords for who manages each). */
  async adminList(query: GroupTrainingPageQueryDto, viewer: AuthUser): Promise<Page<AdminTrainingResponse>> {
    await this.access.requireAdmin(viewer, query.gid);
    const options = { where: { gid: query.gid }, order: { id: 'DESC' } } as const;
    return findPage(this.trainings, query, GROUP_ADMIN_TRAINING_PAGE_SIZE, options, async (rows) => {
      const passwords = await this.access.passwordsShownTo(viewer, rows);
      return rows.map((row, index) => ({ ...toAdminTrainingResponse(row), privatePwd: passwords[index] }));
    });
  }

  /** The edit form's content, for those who may edit the training. */
  async get(tid: number, viewer: AuthUser): Promise<AdminTrainingFormResponse> {
    const { training } = await this.access.requireManageable(viewer, tid);
    return this.form.formOf(training);
  }

  async create(dto: GroupTrainingFormDto, viewer: AuthUser): Promise<AdminTrainingResponse> {
    const group = await this.access.requireAdmin(viewer, dto.training.gid);
    const columns = await this.form.columnsOf(dto);
    const row = await this.trainings.save(
      this.trainings.create({ ...columns, author: viewer.username, uid: viewer.uid, gid: group.id }),
    );
    return toAdminTrainingResponse(row);
  }

  /** The form again; a training stays in its group. */
  async update(dto: GroupTrainingFormDto, viewer: AuthUser): Promise<void> {
    if (dto.training.id === undefined) throw badRequest(GROUP_TRAINING_MESSAGES.tidRequired);
    const { training } = await this.access.requireManageable(viewer, dto.training.id);
    await this.trainings.update({ id: training.id }, await this.form.columnsOf(dto));
  }

  /** The training with its problems, registrations and progress, all or nothing. */
  async delete(tid: number, viewer: AuthUser): Promise<void> {
    const { training } = await this.access.requireManageable(viewer, tid);
    await this.transactions.run(async (manager) => {
      await this.removal.remove(manager, training.id);
    });
  }

  async changeStatus(tid: number, status: boolean, viewer: AuthUser): Promise<void> {
    const { training } = await this.access.requireManageable(viewer, tid);
    await this.trainings.update({ id: training.id }, { status });
  }
}
