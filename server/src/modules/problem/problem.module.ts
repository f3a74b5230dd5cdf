import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MarkdownFileModule } from '../file/markdown-file.module';
import { CheckerCompiler } from './checker-compiler';
import { JudgeLanguageAvailability } from './language/judge-language-availability';
import { LanguageService } from './language/language.service';
import { ProblemAdminController } from './problem-admin.controller';
import { ProblemAdminService } from './problem-admin.service';
import { ProblemCatalogService } from './problem-catalog.service';
import { ProblemController } from './problem.controller';
import { PROBLEM_ENTITIES } from './problem.entities';
import { ProblemListCache } from './problem-list-cache';
import { ProblemQueryService } from './problem-query.service';
import { ProblemService } from './problem.service';
import { ProblemSetFilter } from './problem-set-filter';
import { ProblemStatusService } from './problem-status';
import { SavedCodeService } from './saved-code.service';
import { TagAdminController } from './tag/tag-admin.controller';
import { TagService } from './tag/tag.service';
import { JudgerTestdataController } from './testdata/judger-testdata.controller';
import { JudgerTokenGuard } from './testdata/judger-token.guard';
import { TestcaseFileController } from './testdata/testcase-file.controller';
import { TestdataService } from './testdata/testdata.service';
import { TestdataStore } from './testdata/testdata-store';
import { ForeignImportController } from './transfer/foreign/foreign-import.controller';
import { ForeignImportService } from './transfer/foreign/foreign-import.service';
import { ProblemCopyService } from './transfer/problem-copy.service';
import { ProblemTransferController } from './transfer/problem-transfer.controller';
import { ProblemTransferService } from './transfer/problem-transfer.service';

/**
 * Problems, tags, languages and test data. Exports what submissions and judging need:
 * ProblemService, TestdataService (wrap it in DirectTestdataSource for the in-process judger),
 * LanguageService, and the hooks for user statuses, problem-set filters and live judge languages.
 */
@Module({
  imports: [TypeOrmModule.forFeature(PROBLEM_ENTITIES), MarkdownFileModule],
  controllers: [
    ProblemController,
    ProblemAdminController,
    TagAdminController,
    TestcaseFileController,
    JudgerTestdataController,
    ProblemTransferController,
    ForeignImportController,
  ],
  providers: [
    ProblemService,
    ProblemQueryService,
    ProblemListCache,
    ProblemCatalogService,
    ProblemAdminService,
    ProblemCopyService,
    ProblemTransferService,
    ForeignImportService,
    ProblemStatusService,
    ProblemSetFilter,
    SavedCodeService,
    LanguageService,
    JudgeLanguageAvailability,
    TagService,
    TestdataStore,
    TestdataService,
    CheckerCompiler,
    JudgerTokenGuard,
  ],
  exports: [
    ProblemService,
    TestdataService,
    LanguageService,
    JudgeLanguageAvailability,
    ProblemStatusService,
    ProblemSetFilter,
  ],
})
export class ProblemModule {}
