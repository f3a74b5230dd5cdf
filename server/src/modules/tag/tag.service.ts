import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DataSource,
  EntityManager,
  In,
  IsNull,
  ObjectLiteral,
  Repository,
  SelectQueryBuilder,
} from 'typeorm';
import { ErrorCode, isRemoteJudgeBank } from '@verdict/common';
import { badRequest, notFound } from '../../common/http/app.exception';
import { EventBus } from '../../events/event-bus';
import {
  ProblemTagGroupResponse,
  TagClassificationDto,
  TagClassificationResponse,
  TagDto,
  TagResponse,
  toClassificationResponse,
  toTagResponse,
} from './tag.dto';
import { ProblemTagEntity, TagClassificationEntity, TagEntity } from './tag.entity';
import { deleteExisting } from '../../database/delete-existing';

const ME = 'ME';

/** The tag bank a list asks for: a remote judge's by its name, this site's for any other (`Mine`). */
const bankOf = (oj: string): string => (isRemoteJudgeBank(oj) ? oj.toUpperCase() : ME);

/** Knowledge tags, their classifications, and which problems carry them. */
@Injectable()
export class TagService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(TagEntity) private readonly tags: Repository<TagEntity>,
    @InjectRepository(TagClassificationEntity) private readonly classes: Repository<TagClassificationEntity>,
    @InjectRepository(ProblemTagEntity) private readonly links: Repository<ProblemTagEntity>,
    private readonly events: EventBus,
  ) {}

  async allTags(oj = ME): Promise<TagResponse[]> {
    const rows = await this.tags.find({ where: { oj: bankOf(oj), gid: IsNull() }, order: { id: 'ASC' } });
    return rows.map(toTagResponse);
  }

  /** Classifications by rank, each with its tags; unclassified tags come last under `null`. */
  async tagsAndClassification(oj = ME): Promise<ProblemTagGroupResponse[]> {
    const [classes, tags] = await Promise.all([
      this.classes.find({ where: { oj: bankOf(oj) }, order: { rank: 'ASC', id: 'ASC' } }),
      this.allTags(oj),
    ]);
    const groups: ProblemTagGroupResponse[] = classes.map((c) => ({
      classification: toClassificationResponse(c),
      tagList: tags.filter((tag) => tag.tcid === c.id),
    }));
    const known = new Set(classes.map((c) => c.id));
    const rest = tags.filter((tag) => tag.tcid === null || !known.has(tag.tcid));
    if (rest.length > 0) groups.push({ classification: null, tagList: rest });
    return groups;
  }

  async tagsOf(pid: number): Promise<TagResponse[]> {
    return (await this.tagsOfMany([pid])).get(pid) ?? [];
  }

  /** Tags of several problems in two queries (list pages). */
  async tagsOfMany(pids: number[]): Promise<Map<number, TagResponse[]>> {
    const result = new Map<number, TagResponse[]>();
    if (pids.length === 0) return result;
    const links = await this.links.findBy({ pid: In(pids) });
    const tags = new Map(
      (await this.tags.findBy({ id: In([...new Set(links.map((l) => l.tid))]) })).map((t) => [t.id, t]),
    );
    for (const link of links.sort((a, b) => a.id - b.id)) {
      const tag = tags.get(link.tid);
      if (tag) result.set(link.pid, [...(result.get(link.pid) ?? []), toTagResponse(tag)]);
    }
    return result;
  }

  /**
   * Inside a problem save: links the given tags, creating the ones given only by name.
   * Duplicate names are linked once.
   */
  async setProblemTags(
    manager: EntityManager,
    pid: number,
    given: { id?: number | null; name?: string | null; color?: string | null }[],
    lock?: { mode: 'pessimistic_write' },
  ): Promise<void> {
    const ids = new Set<number>();
    const seenNames = new Set<string>();
    for (const tag of given) {
      const name = (tag.name ?? '').trim();
      if (tag.id) {
        const found = await manager.findOneBy(TagEntity, { id: tag.id });
        if (!found) throw badRequest(`The tag ${tag.id} does not exist`);
        if (!seenNames.has(found.name.toLowerCase())) ids.add(found.id);
        seenNames.add(found.name.toLowerCase());
        continue;
      }
      if (!name || seenNames.has(name.toLowerCase())) continue;
      seenNames.add(name.toLowerCase());
      // Locked (where the database locks rows) so that two saves naming the same new tag make it
      // once: the second waits, or is a deadlock victim run again, and then finds it.
      const existing = await manager.findOne(TagEntity, { where: { name, oj: ME, gid: IsNull() }, lock });
      const tagId =
        existing?.id ??
        (await manager.save(manager.create(TagEntity, { name, color: tag.color ?? null, oj: ME, gid: null })))
          .id;
      ids.add(tagId);
    }
    await deleteExisting(manager, ProblemTagEntity, { pid });
    if (ids.size > 0)
      await manager.insert(
        ProblemTagEntity,
        [...ids].map((tid) => ({ pid, tid })),
      );
  }

  /** Narrows a problem query to problems carrying every one of the tags (`idColumn`: its problem id). */
  withAllTags<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, idColumn: string, tagIds?: number[]): void {
    if (!tagIds?.length) return;
    const sub = qb
      .subQuery()
      .select('pt.pid')
      .from(ProblemTagEntity, 'pt')
      .where('pt.tid IN (:...tagIds)')
      .groupBy('pt.pid')
      .having('COUNT(DISTINCT pt.tid) = :tagCount')
      .getQuery();
    qb.andWhere(`${idColumn} IN ${sub}`, { tagIds, tagCount: new Set(tagIds).size });
  }

  /** Inside a problem deletion: the problem's tag links go with it (the tags stay). */
  async removeProblem(manager: EntityManager, pid: number): Promise<void> {
    await manager.delete(ProblemTagEntity, { pid });
  }

  private async assertNameFree(name: string, oj: string, gid: number | null, exceptId?: number) {
    const clash = await this.tags.findOneBy({ name, oj, gid: gid === null ? IsNull() : gid });
    if (clash && clash.id !== exceptId) throw badRequest('The tag name already exists');
  }

  private async assertClassification(tcid: number | null | undefined): Promise<void> {
    if (tcid && !(await this.classes.existsBy({ id: tcid }))) {
      throw badRequest('The tag classification does not exist');
    }
  }

  async addTag(dto: TagDto): Promise<TagResponse> {
    const oj = dto.oj || ME;
    const gid = dto.gid ?? null;
    await this.assertNameFree(dto.name, oj, gid);
    await this.assertClassification(dto.tcid);
    const saved = await this.tags.save(
      this.tags.create({ name: dto.name, color: dto.color ?? null, oj, gid, tcid: dto.tcid ?? null }),
    );
    return toTagResponse(saved);
  }

  async updateTag(dto: TagDto): Promise<void> {
    if (!dto.id) throw badRequest('id is required');
    const tag = await this.tags.findOneBy({ id: dto.id });
    if (!tag) throw notFound('The tag does not exist', ErrorCode.TAG_NOT_FOUND);
    await this.assertNameFree(dto.name, dto.oj || tag.oj, tag.gid, tag.id);
    await this.assertClassification(dto.tcid);
    await this.tags.update(
      { id: tag.id },
      { name: dto.name, color: dto.color ?? tag.color, oj: dto.oj || tag.oj, tcid: dto.tcid ?? null },
    );
    void this.events.emit('tag.changed', { tid: tag.id });
  }

  async deleteTag(tid: number): Promise<void> {
    if (!(await this.tags.existsBy({ id: tid })))
      throw notFound('The tag does not exist', ErrorCode.TAG_NOT_FOUND);
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(ProblemTagEntity, { tid });
      await manager.delete(TagEntity, { id: tid });
    });
    void this.events.emit('tag.changed', { tid });
  }

  async classifications(oj = ME): Promise<TagClassificationResponse[]> {
    const rows = await this.classes.find({ where: { oj }, order: { rank: 'ASC', id: 'ASC' } });
    return rows.map(toClassificationResponse);
  }

  async addClassification(dto: TagClassificationDto): Promise<TagClassificationResponse> {
    const saved = await this.classes.save(
      this.classes.create({ name: dto.name, oj: dto.oj || ME, rank: dto.rank ?? 0 }),
    );
    return toClassificationResponse(saved);
  }

  async updateClassification(dto: TagClassificationDto): Promise<void> {
    if (!dto.id) throw badRequest('id is required');
    const row = await this.classes.findOneBy({ id: dto.id });
    if (!row) throw notFound('The tag classification does not exist', ErrorCode.TAG_NOT_FOUND);
    await this.classes.update(
      { id: row.id },
      { name: dto.name, oj: dto.oj || row.oj, rank: dto.rank ?? row.rank },
    );
  }

  /** Deleting a classification leaves its tags unclassified. */
  async deleteClassification(tcid: number): Promise<void> {
    if (!(await this.classes.existsBy({ id: tcid })))
      throw notFound('The tag classification does not exist', ErrorCode.TAG_NOT_FOUND);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(TagEntity, { tcid }, { tcid: null });
      await manager.delete(TagClassificationEntity, { id: tcid });
    });
  }
}
