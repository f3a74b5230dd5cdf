import { Injectable } from '@nestjs/common';
import { AccessService } from '../access/access.service';
import type { Scope } from '../access/scope';
import type { Viewer } from '../access/viewer';
import { JudgeLanguageAvailability } from '../language/judge-language-availability';
import type { LanguageRow } from '../language/language-rows';
import { LanguageService } from '../language/language.service';
import { TagResponse } from '../tag/tag.dto';
import { TagService } from '../tag/tag.service';
import {
  CodeTemplateResponse,
  LanguageResponse,
  toCodeTemplateResponse,
  toLanguageResponse,
} from './problem.dto';
import { ProblemService } from './problem.service';

/** Per-problem lookups the editor and the admin form use: languages, tags, code templates. */
@Injectable()
export class ProblemCatalogService {
  constructor(
    private readonly problems: ProblemService,
    private readonly access: AccessService,
    private readonly languageTable: LanguageService,
    private readonly tags: TagService,
    private readonly availability: JudgeLanguageAvailability,
  ) {}

  /** Check the scope, load the problem, check the viewer may open it there. */
  private async requireVisible(pid: number, scope: Scope, viewer?: Viewer): Promise<void> {
    await this.access.requireScope(viewer, scope, 'view');
    await this.access.requireProblem(viewer, await this.problems.findById(pid), scope, 'view');
  }

  /** All languages, or the ones a problem accepts, each marked with whether a live judge offers it. */
  async languages(pid: number | undefined, scope: Scope, viewer?: Viewer): Promise<LanguageResponse[]> {
    if (pid !== undefined) await this.requireVisible(pid, scope, viewer);
    const rows = pid === undefined ? await this.languageTable.all() : await this.languageTable.ofProblem(pid);
    return this.withJudgeAvailability(rows);
  }

  private async withJudgeAvailability(rows: LanguageRow[]): Promise<LanguageResponse[]> {
    const missing = new Set(await this.availability.withoutJudge(rows.map((row) => row.name)));
    return rows.map((row) => toLanguageResponse(row, !missing.has(row.name)));
  }

  async problemTags(pid: number | undefined, scope: Scope, viewer?: Viewer): Promise<TagResponse[]> {
    if (pid === undefined) return this.tags.allTags();
    await this.requireVisible(pid, scope, viewer);
    return this.tags.tagsOf(pid);
  }

  async codeTemplates(pid: number, scope: Scope, viewer?: Viewer): Promise<CodeTemplateResponse[]> {
    await this.requireVisible(pid, scope, viewer);
    return (await this.languageTable.templatesOf(pid)).map(toCodeTemplateResponse);
  }
}
