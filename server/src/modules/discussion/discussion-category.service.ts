import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { DiscussionCategoryView } from '@verdict/common';
import { badRequest } from '../../common/http/app.exception';
import { TransactionRunner } from '../../database/transaction-runner';
import { DiscussionCategoryEntity } from './discussion-category.entity';
import { DISCUSSION_MESSAGES } from './discussion-messages';
import { toCategoryView, type CategoryInputDto } from './discussion.dto';
import { DiscussionEntity } from './discussion.entity';

/** The categories a new site opens its discussions with; the super admin renames or deletes them at will. */
export const DEFAULT_DISCUSSION_CATEGORIES = ['General', 'Solutions', 'Help', 'Off-topic'];

/** Discussion categories: anyone reads them, the super admin saves the whole list at once. */
@Injectable()
export class DiscussionCategoryService {
  constructor(
    private readonly tx: TransactionRunner,
    @InjectRepository(DiscussionCategoryEntity)
    private readonly categories: Repository<DiscussionCategoryEntity>,
  ) {}

  async list(): Promise<DiscussionCategoryView[]> {
    return (await this.categories.find({ order: { id: 'ASC' } })).map(toCategoryView);
  }

  /** Only at the site's first start: after that the categories are the super admin's. */
  async addDefaults(): Promise<void> {
    await this.categories.insert(DEFAULT_DISCUSSION_CATEGORIES.map((name) => ({ name })));
  }

  async names(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.categories.findBy({ id: In([...new Set(ids)]) });
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  async require(id: number): Promise<DiscussionCategoryEntity> {
    const row = await this.categories.findOneBy({ id });
    if (!row) throw badRequest(DISCUSSION_MESSAGES.categoryNotFound);
    return row;
  }

  /**
   * Saves the list as sent: entries with an id are renamed, those without are added, and the
   * stored ones missing from it are deleted unless a discussion still uses them (400 naming it).
   */
  async save(inputs: CategoryInputDto[]): Promise<DiscussionCategoryView[]> {
    await this.tx.run(async (manager) => {
      const rows = manager.getRepository(DiscussionCategoryEntity);
      const kept = inputs.flatMap((input) => (input.id ? [input.id] : []));
      const stored = await rows.find();
      const known = new Set(stored.map((row) => row.id));
      if (kept.some((id) => !known.has(id))) throw badRequest(DISCUSSION_MESSAGES.categoryNotFound);
      const dropped = stored.filter((row) => !kept.includes(row.id));
      for (const row of dropped) {
        if (await manager.existsBy(DiscussionEntity, { categoryId: row.id })) {
          throw badRequest(`The category "${row.name}" is used by discussions and cannot be deleted`);
        }
      }
      if (dropped.length > 0) await rows.delete({ id: In(dropped.map((row) => row.id)) });
      for (const input of inputs) {
        if (input.id) await rows.update({ id: input.id }, { name: input.name });
        else await rows.insert({ name: input.name });
      }
    });
    return this.list();
  }
}
