import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JudgerTestdataController } from './judger-test-data.controller';
import { JudgerTokenGuard } from './judger-token.guard';
import { ProblemCaseAdminController } from './problem-case-admin.controller';
import { ProblemCaseEntity } from './problem-case.entity';
import { TestcaseFileAccess } from './testcase-file-access';
import { TestcaseFileController } from './testcase-file.controller';
import { TestcaseUploadService } from './testcase-upload.service';
import { TestdataService } from './test-data.service';
import { TestdataStore } from './test-data-store';

/**
 * Problems' test cases: the case rows, the files on disk (written aside, swapped in), zip uploads
 * and downloads, and the judges' manifest and files. The problem module saves cases through it and
 * answers the problems' settings (`problem.testdata-settings`) and the groups' part of who moves
 * test data.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ProblemCaseEntity])],
  controllers: [TestcaseFileController, JudgerTestdataController, ProblemCaseAdminController],
  providers: [TestdataService, TestdataStore, TestcaseUploadService, TestcaseFileAccess, JudgerTokenGuard],
  exports: [TestdataService, TestcaseUploadService, TestcaseFileAccess],
})
export class TestDataModule {}
