import { Module } from '@nestjs/common';
import { MarkdownFileModule } from '../file/markdown-file.module';
import { LanguageModule } from '../language/language.module';
import { ProblemModule } from '../problem/problem.module';
import { TagModule } from '../tag/tag.module';
import { TestDataModule } from '../test-data/test-data.module';
import { ForeignImportController } from './foreign/foreign-import.controller';
import { ForeignImportService } from './foreign/foreign-import.service';
import { ProblemCopyController } from './problem-copy.controller';
import { ProblemCopyService } from './problem-copy.service';
import { ProblemTransferController } from './problem-transfer.controller';
import { ProblemTransferService } from './problem-transfer.service';

/**
 * Problems in and out as a whole: copy, HOJ's zip export and import, and imports from other
 * judges (QDUOJ, FPS, Hydro). Every problem is created through the problem admin service.
 */
@Module({
  imports: [ProblemModule, LanguageModule, TagModule, TestDataModule, MarkdownFileModule],
  controllers: [ProblemCopyController, ProblemTransferController, ForeignImportController],
  providers: [ProblemCopyService, ProblemTransferService, ForeignImportService],
})
export class ProblemTransferModule {}
