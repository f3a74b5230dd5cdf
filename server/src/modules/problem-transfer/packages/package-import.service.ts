import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_PROBLEM_LANGUAGES, type ImportedProblem } from '@verdict/common';
import { PackageWorkshop } from '@verdict/judger';
import type { AuthUser } from '../../../common/auth/auth-user';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import { LanguageService } from '../../language/language.service';
import { ProblemAdminService } from '../../problem/problem-admin.service';
import { MAX_EXAMPLES } from '../../problem/problem-form';
import { TESTCASE_UNZIP_LIMITS, unzipFiles } from '../../test-data/safe-unzip';
import { createAllOrNothing } from '../create-all';
import { examplesText } from '../foreign/foreign-problem';
import { readKattisPackage } from '../kattis/kattis-package';
import { readPolygonPackage, type ProgressReporter, type WithWorkshop } from '../polygon/polygon-package';
import { toValidProblemDto } from '../to-problem-dto';
import { VerificationService } from '../verification/verification.service';
import { ImportProgressService } from './import-progress.service';
import type { PackagedProblem } from './packaged-problem';

/** Imported problems start private: they become public once the admin trusts the report. */
const PRIVATE = 2;
/** problemtools packages nest test groups (`data/secret/group1/…`), some inside a zipped folder. */
const PACKAGE_DEPTH = 6;

/**
 * Imports one problem from a Polygon or Kattis package: statement, limits, tests (generated in the
 * sandbox when the package only says how), checker or interactor; then stores the solutions the
 * package ships and queues their verification run.
 */
@Injectable()
export class PackageImportService {
  private readonly workRoot: string;
  private readonly withWorkshop: WithWorkshop;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly admin: ProblemAdminService,
    private readonly languages: LanguageService,
    private readonly verification: VerificationService,
    private readonly progress: ImportProgressService,
  ) {
    this.workRoot = join(config.dataDir, 'tmp', 'package-import');
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
    const work = join(this.workRoot, randomUUID());
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
    } finally {
      await rm(work, { recursive: true, force: true });
    }
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
        description: packaged.description,
        input: packaged.input ?? '',
        output: packaged.output ?? '',
        examples: examplesText(packaged.examples.slice(0, MAX_EXAMPLES)),
        hint: packaged.hint ?? '',
        source: packaged.source ?? '',
        timeLimit: packaged.timeLimitMs,
        memoryLimit: packaged.memoryLimitMb,
        type: packaged.type,
        auth: PRIVATE,
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
