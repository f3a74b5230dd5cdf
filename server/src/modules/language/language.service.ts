import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { CODE_MAX_LENGTH, LANGUAGES } from '@verdict/common';
import { badRequest } from '../../common/http/app.exception';
import { CodeTemplateEntity, LanguageEntity, ProblemLanguageEntity } from './language.entity';
import { deleteExisting } from '../../database/delete-existing';

/** A problem's starting code for one language, as the admin form sends it. */
export interface CodeTemplateInput {
  lid: number;
  code?: string | null;
  status?: boolean | null;
}

/** The language table (seeded from common's LANGUAGES) and each problem's languages and templates. */
@Injectable()
export class LanguageService implements OnApplicationBootstrap {
  constructor(
    @InjectRepository(LanguageEntity) private readonly languages: Repository<LanguageEntity>,
    @InjectRepository(ProblemLanguageEntity)
    private readonly problemLanguages: Repository<ProblemLanguageEntity>,
    @InjectRepository(CodeTemplateEntity) private readonly templates: Repository<CodeTemplateEntity>,
  ) {}

  /** Inserts missing languages and refreshes the shown fields; several instances may race harmlessly. */
  async onApplicationBootstrap(): Promise<void> {
    const existing = new Map((await this.languages.findBy({ oj: 'ME' })).map((l) => [l.name, l]));
    for (const [seq, spec] of LANGUAGES.entries()) {
      const fields = {
        description: spec.description,
        contentType: spec.contentType,
        codeTemplate: spec.template,
        isSpj: spec.checkerCapable,
        seq,
      };
      const row = existing.get(spec.name);
      if (row) await this.languages.update({ id: row.id }, fields);
      else
        await this.languages
          .createQueryBuilder()
          .insert()
          .values({ name: spec.name, oj: 'ME', ...fields })
          .orIgnore()
          .execute();
    }
  }

  all(): Promise<LanguageEntity[]> {
    return this.languages.find({ where: { oj: 'ME' }, order: { seq: 'ASC', id: 'ASC' } });
  }

  byNames(names: string[]): Promise<LanguageEntity[]> {
    return names.length === 0 ? Promise.resolve([]) : this.languages.findBy({ name: In(names), oj: 'ME' });
  }

  byIds(ids: number[]): Promise<LanguageEntity[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.languages.findBy({ id: In(ids) });
  }

  findByName(name: string): Promise<LanguageEntity | null> {
    return this.languages.findOneBy({ name, oj: 'ME' });
  }

  /** Names of the languages a problem accepts, in the language table's order. */
  async namesOf(pid: number): Promise<string[]> {
    const rows = await this.problemLanguages
      .createQueryBuilder('pl')
      .innerJoin(LanguageEntity, 'l', 'l.id = pl.lid')
      .select('l.name', 'name')
      .where('pl.pid = :pid', { pid })
      .orderBy('l.seq', 'ASC')
      .addOrderBy('l.id', 'ASC')
      .getRawMany<{ name: string }>();
    return rows.map((row) => row.name);
  }

  async ofProblem(pid: number): Promise<LanguageEntity[]> {
    const links = await this.problemLanguages.findBy({ pid });
    const rows = await this.byIds(links.map((link) => link.lid));
    return rows.sort((a, b) => a.seq - b.seq || a.id - b.id);
  }

  templatesOf(pid: number): Promise<CodeTemplateEntity[]> {
    return this.templates.find({ where: { pid }, order: { lid: 'ASC' } });
  }

  /** HOJ's ProblemInfoVO.codeTemplate: language name → enabled template code. */
  async templateMap(pid: number): Promise<Record<string, string>> {
    const templates = (await this.templatesOf(pid)).filter((t) => t.status);
    const names = new Map((await this.byIds(templates.map((t) => t.lid))).map((l) => [l.id, l.name]));
    const map: Record<string, string> = {};
    for (const template of templates) {
      const name = names.get(template.lid);
      if (name) map[name] = template.code;
    }
    return map;
  }

  /**
   * Inside a problem save: the languages it accepts and its code templates. An enabled template
   * must hold code; a language given twice keeps its first template.
   */
  async setProblemLanguages(
    manager: EntityManager,
    pid: number,
    languages: LanguageEntity[],
    templates: readonly CodeTemplateInput[],
  ): Promise<void> {
    await deleteExisting(manager, ProblemLanguageEntity, { pid });
    const lids = [...new Set(languages.map((l) => l.id))];
    if (lids.length > 0)
      await manager.insert(
        ProblemLanguageEntity,
        lids.map((lid) => ({ pid, lid })),
      );
    await deleteExisting(manager, CodeTemplateEntity, { pid });
    const all = await this.all();
    const seen = new Set<number>();
    for (const template of templates) {
      const language = all.find((l) => l.id === template.lid);
      if (!language) throw badRequest(`Unknown language ${template.lid} in the code templates`);
      const code = template.code ?? '';
      const enabled = template.status ?? true;
      if (enabled && !code.trim()) throw badRequest(`The code template of ${language.name} can not be empty`);
      if (code.length > CODE_MAX_LENGTH) throw badRequest('Code Length can not exceed 65535');
      if (seen.has(language.id)) continue;
      seen.add(language.id);
      await manager.insert(CodeTemplateEntity, { pid, lid: language.id, code, status: enabled });
    }
  }

  /** Inside a problem deletion: its languages and templates go with it. */
  async removeProblem(manager: EntityManager, pid: number): Promise<void> {
    await manager.delete(ProblemLanguageEntity, { pid });
    await manager.delete(CodeTemplateEntity, { pid });
  }
}
