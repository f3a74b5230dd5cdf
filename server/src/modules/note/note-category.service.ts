import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, type EntityManager } from 'typeorm';
import type { NoteCategoryView } from '@verdict/common';
import { badRequest } from '../../common/http/app.exception';
import { TransactionRunner } from '../../database/transaction-runner';
import { NoteCategoryEntity } from './note-category.entity';
import { NOTE_ERROR_MESSAGES } from './note-messages';
import { NoteEntity } from './note.entity';
import { toNoteCategoryView, type NoteCategoryItemDto } from './note.dto';

/** Each user's own note categories: read, saved as a whole list, and checked when a note names one. */
@Injectable()
export class NoteCategoryService {
  constructor(
    private readonly tx: TransactionRunner,
    @InjectRepository(NoteCategoryEntity) private readonly categories: Repository<NoteCategoryEntity>,
  ) {}

  async list(uid: string): Promise<NoteCategoryView[]> {
    const rows = await this.categories.find({ where: { uid }, order: { id: 'ASC' } });
    return rows.map(toNoteCategoryView);
  }

  /** The names of a user's categories by id, for a page of their notes. */
  async namesOf(uid: string): Promise<Map<number, string>> {
    const rows = await this.categories.find({ where: { uid } });
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  async nameOf(cid: number | null): Promise<string | null> {
    if (cid === null) return null;
    return (await this.categories.findOneBy({ id: cid }))?.name ?? null;
  }

  /**
   * Inside a note's save: the category must be the owner's own. It is locked, so it cannot be
   * deleted before the note naming it is written.
   */
  async assertOwn(
    manager: EntityManager,
    uid: string,
    cid: number | null | undefined,
  ): Promise<number | null> {
    if (cid === null || cid === undefined) return null;
    const row = await manager.findOne(NoteCategoryEntity, {
      where: { id: cid, uid },
      lock: this.tx.lockMode(),
    });
    if (!row) throw badRequest(NOTE_ERROR_MESSAGES.categoryNotFound);
    return row.id;
  }

  /**
   * Saves the whole list: entries without id are created, the others renamed, and the user's
   * categories left out are deleted, their notes becoming uncategorised. Answers the saved list.
   */
  async save(uid: string, items: NoteCategoryItemDto[]): Promise<NoteCategoryView[]> {
    assertDistinctNames(items);
    await this.tx.run(async (manager) => {
      const existing = await manager.find(NoteCategoryEntity, { where: { uid }, lock: this.tx.lockMode() });
      const owned = new Map(existing.map((row) => [row.id, row]));
      const kept = new Set<number>();
      for (const item of items) {
        if (item.id === null || item.id === undefined) continue;
        if (!owned.has(item.id)) throw badRequest(NOTE_ERROR_MESSAGES.categoryNotFound);
        kept.add(item.id);
      }
      const removed = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
      if (removed.length > 0) {
        // Losing a category is not an edit of the note: its last-changed time stays.
        await manager.update(
          NoteEntity,
          { uid, cid: In(removed) },
          { cid: null, gmtModified: () => 'gmtModified' },
        );
        await manager.delete(NoteCategoryEntity, { id: In(removed) });
      }
      for (const item of items) {
        const row = item.id === null || item.id === undefined ? undefined : owned.get(item.id);
        if (!row) await manager.insert(NoteCategoryEntity, { uid, name: item.name });
        else if (row.name !== item.name)
          await manager.update(NoteCategoryEntity, { id: row.id }, { name: item.name });
      }
    });
    return this.list(uid);
  }
}

function assertDistinctNames(items: NoteCategoryItemDto[]): void {
  const seen = new Set<string>();
  for (const { name } of items) {
    const key = name.toLowerCase();
    if (seen.has(key)) throw badRequest(`The category "${name}" is listed twice`);
    seen.add(key);
  }
}
