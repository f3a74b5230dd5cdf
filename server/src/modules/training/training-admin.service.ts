import { TrainingRemoval } from './training-removal';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, IsNull, Repository } from 'typeorm';
import { badRequest } from '../../common/http/app.exception';
import { pageWindow, toPage, type Page } from '../../common/http/pagination';
import { TransactionRunner } from '../../database/transaction-runner';
import type { AuthUser } from '../../common/auth/auth-user';
import { TrainingForm, type AdminTrainingFormResponse } from './training-form';
import { TrainingRules } from './training-rules';
import {
  toAdminTrainingResponse,
  type AdminTrainingListQueryDto,
  type AdminTrainingResponse,
  type TrainingFormDto,
} from './training.dto';
import { TrainingEntity } from './training.entity';

/** Admin training list page size. */
export const ADMIN_TRAINING_PAGE_SIZE = 10;

/** The admin side of site trainings: the form, visibility, deletion. */
@Injectable()
export class TrainingAdminService {
  constructor(
    private readonly rules: TrainingRules,
    private readonly form: TrainingForm,
    private readonly transactions: TransactionRunner,
    private readonly removal: TrainingRemoval,
    @InjectRepository(TrainingEntity) private readonly trainings: Repository<TrainingEntity>,
  ) {}

  /** Every site training, hidden ones too, newest first. */
  async list(query: AdminTrainingListQueryDto): Promise<Page<AdminTrainingResponse>> {
    const { current, size, skip } = pageWindow(query, ADMIN_TRAINING_PAGE_SIZE);
    const qb = this.trainings
      .createQueryBuilder('t')
      .where({ gid: IsNull() })
      .orderBy('t.id', 'DESC')
      .skip(skip)
      .take(size);
    const keyword = query.keyword?.trim();
    if (keyword) {
      qb.andWhere(
        new Brackets((or) => {
          or.where('t.title LIKE :like', { like: `%${keyword}%` });
          or.orWhere('t.author LIKE :like', { like: `%${keyword}%` });
          if (/^\d+$/.test(keyword)) or.orWhere('t.id = :id', { id: Number(keyword) });
        }),
      );
    }
    const [rows, total] = await qb.getManyAndCount();
    return toPage(rows.map(toAdminTrainingResponse), total, current, size);
  }

  async get(tid: number): Promise<AdminTrainingFormResponse> {
    return this.form.formOf(await this.rules.require(tid));
  }

  async create(dto: TrainingFormDto, user: AuthUser): Promise<AdminTrainingResponse> {
    const columns = await this.form.columnsOf(dto);
    const row = await this.trainings.save(
      this.trainings.create({ ...columns, author: user.username, uid: user.uid, gid: null }),
    );
    return toAdminTrainingResponse(row);
  }

  async update(dto: TrainingFormDto): Promise<void> {
    if (dto.training.id === undefined) throw badRequest('tid is required');
    const training = await this.rules.require(dto.training.id);
    await this.trainings.update({ id: training.id }, await this.form.columnsOf(dto));
  }

  /** The training with its problems, registrations and progress, all or nothing. */
  async delete(tid: number): Promise<void> {
    const training = await this.rules.require(tid);
    await this.transactions.run(async (manager) => {
      await this.removal.remove(manager, training.id);
    });
  }

  /** The visibility switch. */
  async changeStatus(tid: number, status: boolean): Promise<void> {
    const training = await this.rules.require(tid);
    await this.trainings.update({ id: training.id }, { status });
  }
}
