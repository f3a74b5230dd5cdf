import { Injectable } from '@nestjs/common';
import { ProblemAuth } from '@verdict/common';
import { LanguageService } from '../language/language.service';
import { ProblemDto } from '../problem/problem-admin.dto';
import { ProblemAdminService } from '../problem/problem-admin.service';
import type { ProblemRow } from '../problem/problem-row';
import { TagService } from '../tag/tag.service';
import { TestdataService } from '../test-data/test-data.service';

/** Turns a stored problem back into the admin form's ProblemDTO (copy, export). */
@Injectable()
export class ProblemCopyService {
  constructor(
    private readonly admin: ProblemAdminService,
    private readonly languages: LanguageService,
    private readonly tags: TagService,
    private readonly testdata: TestdataService,
  ) {}

  /** The whole problem as a ProblemDTO; uploaded cases name their files. */
  async toDto(problem: ProblemRow): Promise<ProblemDto> {
    const [languages, tags, templates, cases] = await Promise.all([
      this.languages.ofProblem(problem.id),
      this.tags.tagsOf(problem.id),
      this.languages.templatesOf(problem.id),
      this.testdata.cases(problem.id),
    ]);
    return {
      problem: { ...problem, problemId: problem.problemId },
      samples: cases.map((c) => ({
        input: problem.isUploadCase ? c.inputName : c.input,
        output: problem.isUploadCase ? c.outputName : c.output,
        score: c.score,
        groupNum: c.groupNum,
      })),
      isUploadTestCase: problem.isUploadCase,
      judgeMode: problem.judgeMode,
      languages: languages.map((l) => ({ id: l.id, name: l.name })),
      tags: tags.map((t) => ({ id: t.id, name: t.name })),
      codeTemplates: templates.map((t) => ({ lid: t.lid, code: t.code, status: t.status })),
    };
  }

  /** A private duplicate with a fresh display id ("P" + id), its own copy of the test data. */
  async copy(pid: number, username: string): Promise<{ pid: number; problemId: string }> {
    const problem = await this.admin.get(pid);
    const dto = await this.toDto(problem);
    dto.problem = {
      ...dto.problem,
      id: undefined,
      problemId: null,
      auth: ProblemAuth.PRIVATE,
      author: username,
    };
    const source = problem.isUploadCase
      ? { kind: 'dir' as const, dir: this.testdata.dirOf(pid) }
      : { kind: 'manual' as const };
    return this.admin.create(dto, username, source);
  }
}
