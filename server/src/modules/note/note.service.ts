import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository } from 'typeorm';
import { NOTE_CONSTANTS, type Page } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { notFound } from '../../common/http/app.exception';
import { pageWindow, toPage } from '../../common/http/pagination';
import { TransactionRunner } from '../../database/transaction-runner';
import { AccessService } from '../access/access.service';
import type { Thing } from '../access/policy';
import { UserService } from '../user/user.service';
import { NoteCategoryService } from './note-category.service';
import { NOTE_ERROR_MESSAGES } from './note-messages';
import { NoteEntity } from './note.entity';
import { toNoteView, type NoteListQueryDto, type NoteResponse, type SaveNoteDto } from './note.dto';

/** Another's note, or a missing one, answers the same "does not exist". */
const HIDDEN = {
  notFound: NOTE_ERROR_MESSAGES.noteNotFound,
  forbidden: NOTE_ERROR_MESSAGES.noteNotFound,
} as const;

/** A note as the access policy reads it: its owner's alone (admins read any); none owns a missing one. */
function noteThing(row: { uid: string } | null): Thing {
  return { kind: 'note', ownerUid: row?.uid ?? null, gid: null };
}

/**
 * Personal notes: the owner lists, writes and deletes them; admins may read them too. Anyone
 * else is told a note does not exist, whatever they try, since ids are easy to guess.
 */
@Injectable()
export class NoteService {
  constructor(
    private readonly access: AccessService,
    private readonly categories: NoteCategoryService,
    private readonly users: UserService,
    private readonly tx: TransactionRunner,
    @InjectRepository(NoteEntity) private readonly notes: Repository<NoteEntity>,
  ) {}

  /** The viewer's own notes: pinned first, then the last changed first. */
  async list(query: NoteListQueryDto, viewer: AuthUser): Promise<Page<NoteResponse>> {
    const { current, size, skip } = pageWindow(query, NOTE_CONSTANTS.pageSize);
    const builder = this.notes.createQueryBuilder('n').where('n.uid = :uid', { uid: viewer.uid });
    if (query.cid !== undefined) builder.andWhere('n.cid = :cid', { cid: query.cid });
    if (query.keyword) {
      // '!' escapes LIKE's wildcards the same way on MariaDB and SQLite.
      const like = `%${query.keyword.replace(/[!%_]/g, (c) => `!${c}`)}%`;
      builder.andWhere(
        new Brackets((or) =>
          or
            .where(`n.subject LIKE :like ESCAPE '!'`, { like })
            .orWhere(`n.content LIKE :like ESCAPE '!'`, { like }),
        ),
      );
    }
    const [rows, total] = await builder
      .orderBy('n.isTop', 'DESC')
      .addOrderBy('n.gmtModified', 'DESC')
      .addOrderBy('n.id', 'DESC')
      .skip(skip)
      .take(size)
      .getManyAndCount();
    const owner = await this.users.getByUid(viewer.uid);
    const names = await this.categories.namesOf(viewer.uid);
    const records = rows.map((row) =>
      toNoteView(row, owner, row.cid === null ? null : (names.get(row.cid) ?? null)),
    );
    return toPage(records, total, current, size);
  }

  /**
   * A note is its owner's: others get "does not exist", since ids are easy to guess. Admins read
   * any, as they read any other content of the site.
   */
  async readable(id: number, viewer: AuthUser): Promise<NoteResponse> {
    const note = await this.get(id);
    await this.access.require(viewer, 'view', noteThing(note), HIDDEN);
    return note;
  }

  private async get(id: number): Promise<NoteResponse> {
    const row = await this.notes.findOneBy({ id });
    const owner = row ? await this.users.findByUidOrUsername(row.uid) : null;
    if (!row || !owner) throw notFound(NOTE_ERROR_MESSAGES.noteNotFound);
    return toNoteView(row, owner, await this.categories.nameOf(row.cid));
  }

  /** Creates a note, or with `id` updates one of the viewer's own. */
  async save(dto: SaveNoteDto, viewer: AuthUser): Promise<NoteResponse> {
    const id = await this.tx.run(async (manager) => {
      const existing = dto.id === null || dto.id === undefined ? null : dto.id;
      const row =
        existing === null
          ? null
          : await manager.findOne(NoteEntity, { where: { id: existing }, lock: this.tx.lockMode() });
      // Another's note answers as a missing one, so ids tell nothing about others' notes.
      if (existing !== null) await this.access.require(viewer, 'edit', noteThing(row), HIDDEN);
      const cid = await this.categories.assertOwn(manager, viewer.uid, dto.cid);
      const fields = { subject: dto.subject, content: dto.content, cid, isTop: dto.isTop ?? false };
      const note = row
        ? manager.merge(NoteEntity, row, fields)
        : manager.create(NoteEntity, { uid: viewer.uid, ...fields });
      return (await manager.save(NoteEntity, note)).id;
    });
    return this.get(id);
  }

  async remove(id: number, viewer: AuthUser): Promise<void> {
    const row = await this.notes.findOneBy({ id });
    await this.access.require(viewer, 'delete', noteThing(row), HIDDEN);
    await this.notes.delete({ id, uid: viewer.uid });
  }
}
