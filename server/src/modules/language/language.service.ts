import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { LANGUAGES } from '@verdict/common';
import { CodeTemplateEntity, LanguageEntity, ProblemLanguageEntity } from './language.entity';

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
}
