import { Injectable } from '@nestjs/common';
import { LanguageEntity } from './language/language.entity';
import { JudgeLanguageAvailability } from './language/judge-language-availability';
import { LanguageService } from './language/language.service';
import {
  CodeTemplateResponse,
  LanguageResponse,
  toCodeTemplateResponse,
  toLanguageResponse,
} from './problem.dto';
import { ProblemService, ProblemViewer } from './problem.service';
import { TagResponse } from './tag/tag.dto';
import { TagService } from './tag/tag.service';

/** Per-problem lookups the editor and the admin form use: languages, tags, code templates. */
@Injectable()
export class ProblemCatalogService {
  constructor(
    private readonly problems: ProblemService,
    private readonly languageTable: LanguageService,
    private readonly tags: TagService,
    private readonly availability: JudgeLanguageAvailability,
  ) {}

  private async visible(pid: number, viewer?: ProblemViewer): Promise<void> {
    this.problems.assertVisible(await this.problems.findById(pid), viewer);
  }

  /** All languages, or the ones a problem accepts, each marked with whether a live judge offers it. */
  async languages(pid: number | undefined, viewer?: ProblemViewer): Promise<LanguageResponse[]> {
    if (pid !== undefined) await this.visible(pid, viewer);
    const rows = pid === undefined ? await this.languageTable.all() : await this.languageTable.ofProblem(pid);
    return this.withJudgeAvailability(rows);
  }

  private async withJudgeAvailability(rows: LanguageEntity[]): Promise<LanguageResponse[]> {
    const missing = new Set(await this.availability.withoutJudge(rows.map((row) => row.name)));
    return rows.map((row) => toLanguageResponse(row, !missing.has(row.name)));
  }

  async problemTags(pid: number | undefined, viewer?: ProblemViewer): Promise<TagResponse[]> {
    if (pid === undefined) return this.tags.allTags();
    await this.visible(pid, viewer);
    return this.tags.tagsOf(pid);
  }

  async codeTemplates(pid: number, viewer?: ProblemViewer): Promise<CodeTemplateResponse[]> {
    await this.visible(pid, viewer);
    return (await this.languageTable.templatesOf(pid)).map(toCodeTemplateResponse);
  }
}
