import { Injectable } from '@nestjs/common';
import { badRequest } from '../../common/http/app.exception';
import { TrainingCategoryService } from './category/training-category.service';
import type { TrainingCategoryLookup } from './training.dto';

export const CATEGORY_NOT_FOUND = 'The training category does not exist';

/** The site's training categories as trainings read them: names and colours by id. */
@Injectable()
export class TrainingCategories {
  constructor(private readonly categories: TrainingCategoryService) {}

  async lookup(): Promise<TrainingCategoryLookup> {
    const rows = await this.categories.list();
    return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, color: row.color }]));
  }

  /** 400 unless the category is one of the site's. */
  async requireExisting(id: number): Promise<void> {
    if (!(await this.lookup()).has(id)) throw badRequest(CATEGORY_NOT_FOUND);
  }
}
