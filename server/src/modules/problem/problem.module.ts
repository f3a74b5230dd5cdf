import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessModule } from '../access/access.module';
import { AuditModule } from '../audit/audit.module';
import { LanguageModule } from '../language/language.module';
import { TagModule } from '../tag/tag.module';
import { TestDataModule } from '../test-data/test-data.module';
import { CheckerCompiler } from './checker-compiler';
import { GroupProblemAdminController } from './group-problem-admin.controller';
import { GroupProblemReviewService } from './group-problem-review.service';
import { ProblemAdminController } from './problem-admin.controller';
import { ProblemAdminService } from './problem-admin.service';
import { ProblemCatalogService } from './problem-catalog.service';
import { ProblemController } from './problem.controller';
import { PROBLEM_ENTITIES } from './problem.entities';
import { ProblemListCache } from './problem-list-cache';
import { ProblemQueryService } from './problem-query.service';
import { ProblemService } from './problem.service';
import { ProblemStatusService } from './problem-status';
import { SavedCodeService } from './saved-code.service';
import { TransactionRunner } from '../../database/transaction-runner';
import { RecentProblems } from './recent-problems.service';
import { ProblemPicker } from './problem-picker';

/**
 * Problems: the public pages, the admin form, saved editor code and the verdict counters. Tags,
 * languages and test data are modules of their own that this one uses. Exports what submissions,
 * judging and transfer need, and the hooks other modules register with (user statuses,
 * problem-set filters); other modules remove their rows of a deleted problem on `problem.deleting`.
 * Groups' problems are `group/group-problem.module.ts`, a module of its own: it needs the group
 * module, which reaches this one through the submissions.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature(PROBLEM_ENTITIES),
    AccessModule,
    LanguageModule,
    TagModule,
    TestDataModule,
    AuditModule,
  ],
  controllers: [ProblemController, ProblemAdminController, GroupProblemAdminController],
  providers: [
    ProblemPicker,
    RecentProblems,
    ProblemService,
    ProblemQueryService,
    ProblemListCache,
    ProblemCatalogService,
    ProblemAdminService,
    ProblemStatusService,
    SavedCodeService,
    CheckerCompiler,
    GroupProblemReviewService,
    TransactionRunner,
  ],
  exports: [
    ProblemPicker,
    RecentProblems,
    ProblemService,
    ProblemQueryService,
    ProblemAdminService,
    ProblemStatusService,
    ProblemListCache,
  ],
})
export class ProblemModule {}
