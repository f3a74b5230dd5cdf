import { Injectable } from '@nestjs/common';
import { ProblemAuth } from '@verdict/common';
import { LanguageService } from '../language/language.service';
import { ProblemDto } from '../problem-admin.dto';
import { ProblemAdminService } from '../problem-admin.service';
import { ProblemEntity } from '../problem.entity';
import { TagService } from '../tag/tag.service';
import { ProblemCaseEntity } from '../testdata/problem-case.entity';
import { TestdataService } from '../testdata/testdata.service';

/** HOJ ProblemCase as `get-problem-cases` answers it. */
export interface ProblemCaseResponse {
  id: number;
  pid: number;
  /** Contents for hand-entered cases, file names for uploaded ones. */
  input: string;
  output: string;
  inputName: string;
  outputName: string;
  score: number;
  groupNum: number;
  index: number;
  gmtCreate: Date;
}

export const toProblemCaseResponse = (c: ProblemCaseEntity): ProblemCaseResponse => ({
  id: c.id,
  pid: c.pid,
  input: c.input,
  output: c.output,
  inputName: c.inputName,
  outputName: c.outputName,
  score: c.score,
  groupNum: c.groupNum,
  index: c.caseIndex,
  gmtCreate: c.gmtCreate,
});

/** Turns a stored problem back into the admin form's ProblemDTO (copy, export). */
@Injectable()
export class ProblemCopyService {
  constructor(
    private readonly admin: ProblemAdminService,
    private readonly languages: LanguageService,
    private readonly tags: TagService,
    private readonly testdata: TestdataService,
  ) {}

  async cases(pid: number): Promise<ProblemCaseResponse[]> {
    await this.admin.get(pid);
    return (await this.testdata.cases(pid)).map(toProblemCaseResponse);
  }

  /** The whole problem as a ProblemDTO; uploaded cases name their files. */
  async toDto(problem: ProblemEntity): Promise<ProblemDto> {
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
