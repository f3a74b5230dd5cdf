import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_PROBLEM_LANGUAGES, type ImportedProblem } from '@verdict/common';
import { PackageWorkshop } from '@verdict/judger';
import type { AuthUser } from '../../../common/auth/auth-user';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import { ScratchSpace } from '../../../common/fs/scratch-space';
import { LanguageService } from '../../language/language.service';
import { ProblemAdminService } from '../../problem/problem-admin.service';
import { TESTCASE_UNZIP_LIMITS, unzipFiles } from '../../test-data/safe-unzip';
import { createAllOrNothing } from '../create-all';
import { importedStatement } from '../imported-statement';
import { readKattisPackage } from '../kattis/kattis-package';
import { readPolygonPackage, type ProgressReporter, type WithWorkshop } from '../polygon/polygon-package';
import { toValidProblemDto } from '../to-problem-dto';
import { VerificationService } from '../verification/verification.service';
import { ImportProgressService } from './import-progress.service';
import type { PackagedProblem } from './packaged-problem';

/** problemtools packages nest test groups (`data/secret/group1/…`), some inside a zipped folder. */
const PACKAGE_DEPTH = 6;

/**
 * Imports one problem from a Polygon or Kattis package: statement, limits, tests (generated in the
 * sandbox when the package only says how), checker or interactor; then stores the solutions the
 * package ships and queues their verification run.
 */
@Injectable()
export class PackageImportService {
  private readonly scratch: ScratchSpace;
  private readonly withWorkshop: WithWorkshop;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly admin: ProblemAdminService,
    private readonly languages: LanguageService,
    private readonly verification: VerificationService,
    private readonly progress: ImportProgressService,
  ) {
    this.scratch = new ScratchSpace(config.dataDir, 'package-import');
    this.withWorkshop = (work) => PackageWorkshop.use(config.judgeSandbox, work);
  }

  importPolygon(zip: Buffer, user: AuthUser, progressKey?: string): Promise<ImportedProblem[]> {
    const onProgress = this.progress.reporter(progressKey);
    return this.importPackage(zip, user, onProgress, (dir, caseDir) =>
      readPolygonPackage(dir, caseDir, this.withWorkshop, onProgress),
    );
  }

  importKattis(zip: Buffer, user: AuthUser, progressKey?: string): Promise<ImportedProblem[]> {
    return this.importPackage(zip, user, this.progress.reporter(progressKey), readKattisPackage);
  }

  private async importPackage(
    zip: Buffer,
    user: AuthUser,
    onProgress: ProgressReporter,
    read: (dir: string, caseDir: string) => Promise<PackagedProblem>,
  ): Promise<ImportedProblem[]> {
    return this.scratch.use(async (work) => {
      try {
        onProgress({ stage: 'reading', done: 0, total: 0 });
        const dir = join(work, 'package');
        await unzipFiles(zip, dir, TESTCASE_UNZIP_LIMITS, PACKAGE_DEPTH);
        const packaged = await read(dir, join(work, 'cases'));
        onProgress({ stage: 'creating', done: 0, total: 0 });
        const created = await this.create(packaged, user);
        onProgress({ stage: 'done', done: 0, total: 0 });
        return created;
      } catch (error) {
        onProgress({ stage: 'failed', done: 0, total: 0 });
        throw error;
      }
    });
  }

  /** Creates the problem, stores its solutions and queues their verification (or creates nothing). */
  private async create(packaged: PackagedProblem, user: AuthUser): Promise<ImportedProblem[]> {
    const [pid] = await createAllOrNothing(
      this.admin,
      [{ dto: await this.toDto(packaged), caseDir: packaged.caseDir }],
      user.username,
    );
    try {
      await this.verification.store(pid, packaged.solutions);
      await this.verification.run(pid, user);
    } catch (error) {
      await this.admin.delete(pid);
      throw error;
    }
    const problem = await this.admin.get(pid);
    return [
      { pid, problemId: problem.problemId, title: problem.title, solutions: packaged.solutions.length },
    ];
  }

  private async toDto(packaged: PackagedProblem) {
    const known = new Set((await this.languages.all()).map((l) => l.name));
    const languages = [
      ...new Set([...DEFAULT_PROBLEM_LANGUAGES, ...packaged.solutions.flatMap((s) => s.language ?? [])]),
    ].filter((name) => known.has(name));
    const judgeMode = packaged.interactor ? 'interactive' : packaged.spj ? 'spj' : 'default';
    const judge = packaged.interactor ?? packaged.spj;
    return toValidProblemDto({
      problem: {
        title: packaged.title.slice(0, 255) || 'Untitled',
        ...importedStatement(packaged),
        judgeMode,
        spjLanguage: judge?.language ?? null,
        spjCode: judge?.code ?? null,
      },
      samples: packaged.cases.map((c) => ({ input: c.input, output: c.output, score: c.score })),
      isUploadTestCase: true,
      judgeMode,
      languages: languages.map((name) => ({ name })),
      tags: packaged.tags.map((name) => ({ name })),
      codeTemplates: [],
    });
  }
}
