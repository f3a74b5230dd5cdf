import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { badRequest, notFound } from '../../../common/http/app.exception';
import {
  toTrainingCategoryResponse,
  TrainingCategoryDto,
  TrainingCategoryResponse,
} from './training-category.dto';
import { TrainingEntity } from '../training.entity';
import { TrainingCategoryEntity } from './training-category.entity';

const NAME_TAKEN = 'A training category with this name already exists';
const IN_USE = 'Trainings are filed under this category: move them to another one first';

/** The site's training categories; group categories arrive with groups. */
@Injectable()
export class TrainingCategoryService {
  constructor(
    @InjectRepository(TrainingCategoryEntity) private readonly categories: Repository<TrainingCategoryEntity>,
    @InjectRepository(TrainingEntity) private readonly trainings: Repository<TrainingEntity>,
  ) {}

  async list(): Promise<TrainingCategoryResponse[]> {
    const rows = await this.categories.find({ where: { gid: IsNull() }, order: { id: 'ASC' } });
    return rows.map(toTrainingCategoryResponse);
  }

  async add(dto: TrainingCategoryDto): Promise<TrainingCategoryResponse> {
    if (dto.gid)
      throw badRequest('Training categories are the site’s: group trainings are filed under them too');
    await this.assertNameFree(dto.name);
    const row = await this.categories.save(
      this.categories.create({ name: dto.name, color: dto.color, gid: null }),
    );
    return toTrainingCategoryResponse(row);
  }

  async update(dto: TrainingCategoryDto): Promise<void> {
    if (dto.id === undefined) throw badRequest('id is required');
    const row = await this.find(dto.id);
    await this.assertNameFree(dto.name, row.id);
    await this.categories.update({ id: row.id }, { name: dto.name, color: dto.color });
  }

  /** A category trainings are filed under stays, rather than leave them pointing at nothing. */
  async remove(id: number): Promise<void> {
    const row = await this.find(id);
    if (await this.trainings.existsBy({ categoryId: row.id })) throw badRequest(IN_USE);
    await this.categories.delete({ id: row.id });
  }

  private async find(id: number): Promise<TrainingCategoryEntity> {
    const row = await this.categories.findOneBy({ id, gid: IsNull() });
    if (!row) throw notFound('The training category does not exist');
    return row;
  }

  private async assertNameFree(name: string, exceptId?: number): Promise<void> {
    const same = await this.categories.findOneBy({ name, gid: IsNull() });
    if (same && same.id !== exceptId) throw badRequest(NAME_TAKEN);
  }
}
