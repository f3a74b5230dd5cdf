import { basename } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_PROBLEM_LANGUAGES } from '@verdict/common';
import type { AuthUser } from '../../../common/auth/auth-user';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import { ScratchSpace } from '../../../common/fs/scratch-space';
import { MarkdownFileService } from '../../file/markdown-file.service';
import type { LanguageRow } from '../../language/language-rows';
import { LanguageService } from '../../language/language.service';
import { ProblemAdminService } from '../../problem/problem-admin.service';
import { DISPLAY_ID } from '../../problem/problem-form';
import { TESTCASE_UNZIP_LIMITS, unzipFiles } from '../../test-data/safe-unzip';
import { createAllOrNothing, type PlannedProblem } from '../create-all';
import { importedStatement } from '../imported-statement';
import { toValidProblemDto } from '../to-problem-dto';
import { readFps, type FpsImage } from './fps-format';
import type { ForeignProblem } from './foreign-problem';
import { readHydro } from './hydro-format';
import { readQdoj } from './qdoj-format';

/**
 * Imports problems exported by other judges (FPS XML, QDOJ zip, Hydro zip), all or nothing,
 * the way HOJ's importers do. The statement's HTML or markdown is kept as it is.
 */
@Injectable()
export class ForeignImportService {
  private readonly scratch: ScratchSpace;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly admin: ProblemAdminService,
    private readonly languages: LanguageService,
    private readonly markdownFiles: MarkdownFileService,
  ) {
    this.scratch = new ScratchSpace(config.dataDir, 'foreign-import');
  }

  async importFps(xml: Buffer, user: AuthUser): Promise<number[]> {
    return this.scratch.use(async (dir) => {
      const read = await readFps(xml.toString('utf8'), dir);
      const savedImages: number[] = [];
      try {
        const problems: ForeignProblem[] = [];
        for (const { problem, images } of read)
          problems.push(await this.withImages(problem, images, user, savedImages));
        return await this.createAll(problems, user);
      } catch (error) {
        for (const fileId of savedImages) await this.markdownFiles.remove(fileId);
        throw error;
      }
    });
  }

  importQdoj(zip: Buffer, user: AuthUser): Promise<number[]> {
    return this.scratch.use(async (dir) => {
      await unzipFiles(zip, dir, TESTCASE_UNZIP_LIMITS, 2);
      return this.createAll(await readQdoj(dir), user);
    });
  }

  importHydro(zip: Buffer, user: AuthUser): Promise<number[]> {
    return this.scratch.use(async (dir) => {
      await unzipFiles(zip, dir, TESTCASE_UNZIP_LIMITS, 2);
      return this.createAll(await readHydro(dir), user);
    });
  }

  /** Stores the item's images and points the statement at them. */
  private async withImages(
    problem: ForeignProblem,
    images: FpsImage[],
    user: AuthUser,
    savedImages: number[],
  ): Promise<ForeignProblem> {
    let { description, input = '', output = '', hint = '' } = problem;
    for (const image of images) {
      const saved = await this.markdownFiles.saveImportedImage(user, basename(image.src), image.data);
      if (!saved) continue;
      savedImages.push(saved.fileId);
      const point = (text: string) => text.split(image.src).join(saved.link);
      [description, input, output, hint] = [description, input, output, hint].map(point);
    }
    return { ...problem, description, input, output, hint };
  }

  private async createAll(problems: ForeignProblem[], user: AuthUser): Promise<number[]> {
    const languages = new Map((await this.languages.all()).map((l) => [l.name, l]));
    const planned: PlannedProblem[] = [];
    for (const problem of problems) planned.push(await this.plan(problem, languages));
    return createAllOrNothing(this.admin, planned, user.username);
  }

  private async plan(foreign: ForeignProblem, known: Map<string, LanguageRow>): Promise<PlannedProblem> {
    const id = foreign.problemId;
    const keepId = id && id.length <= 100 && DISPLAY_ID.test(id) && !(await this.admin.isDisplayIdTaken(id));
    const scored = foreign.type === 1 && foreign.cases.some((c) => (c.score ?? 0) > 0);
    const dto = await toValidProblemDto({
      problem: {
        problemId: keepId ? foreign.problemId : undefined,
        title: foreign.title,
        ...importedStatement(foreign),
        judgeMode: foreign.spj ? 'spj' : 'default',
        spjLanguage: foreign.spj?.language ?? null,
        spjCode: foreign.spj?.code ?? null,
      },
      samples: foreign.cases.map((c) => ({
        input: c.input,
        output: c.output,
        score: scored ? (c.score ?? 0) : undefined,
      })),
      isUploadTestCase: true,
      judgeMode: foreign.spj ? 'spj' : 'default',
      languages: DEFAULT_PROBLEM_LANGUAGES.map((name) => ({ name })),
      tags: foreign.tags.map((name) => ({ name })),
      codeTemplates: foreign.templates.flatMap((t) => {
        const language = known.get(t.language);
        return language ? [{ lid: language.id, code: t.code, status: true }] : [];
      }),
    });
    return { dto, caseDir: foreign.caseDir };
  }
}
