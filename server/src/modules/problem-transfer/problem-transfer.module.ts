import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TransactionRunner } from '../../database/transaction-runner';
import { MarkdownFileModule } from '../file/markdown-file.module';
import { LanguageModule } from '../language/language.module';
import { ProblemModule } from '../problem/problem.module';
import { SubmissionModule } from '../submission/submission.module';
import { TagModule } from '../tag/tag.module';
import { TestDataModule } from '../test-data/test-data.module';
import { ForeignImportController } from './foreign/foreign-import.controller';
import { ForeignImportService } from './foreign/foreign-import.service';
import { ImportProgressService } from './packages/import-progress.service';
import { PackageImportController } from './packages/package-import.controller';
import { PackageImportService } from './packages/package-import.service';
import { VerificationController } from './verification/verification.controller';
import { VerificationSolutionEntity } from './verification/verification-solution.entity';
import { VerificationService } from './verification/verification.service';
import { ProblemCopyController } from './problem-copy.controller';
import { ProblemCopyService } from './problem-copy.service';
import { ProblemTransferController } from './problem-transfer.controller';
import { ProblemTransferService } from './problem-transfer.service';

/**
 * Problems in and out as a whole: copy, HOJ's zip export and import, and imports from other
 * judges (QDUOJ, FPS, Hydro), Polygon and Kattis packages with the verification run of the
 * solutions they ship. Every problem is created through the problem admin service.
 */
@Module({
  imports: [
    ProblemModule,
    LanguageModule,
    TagModule,
    TestDataModule,
    MarkdownFileModule,
    SubmissionModule,
    // The verification report reads the verdicts of its run's submissions (the recorder writes them).
    TypeOrmModule.forFeature([VerificationSolutionEntity]),
  ],
  controllers: [
    ProblemCopyController,
    ProblemTransferController,
    ForeignImportController,
    PackageImportController,
    VerificationController,
  ],
  providers: [
    ProblemCopyService,
    ProblemTransferService,
    ForeignImportService,
    PackageImportService,
    ImportProgressService,
    VerificationService,
    TransactionRunner,
  ],
})
export class ProblemTransferModule {}
