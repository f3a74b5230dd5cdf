import { Controller, Get, Query, Req } from '@nestjs/common';
import { IsOptional, Matches } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { Role, type ImportedProblem, type ImportProgress } from '@verdict/common';
import { CurrentUser, Roles } from '../../../common/auth/access.decorators';
import type { AuthUser } from '../../../common/auth/auth-user';
import { readArchive, type ArchiveUpload } from '../../../common/upload/read-archive';
import { PostOk } from '../../../common/http/post-ok.decorator';
import { TESTCASE_ZIP_MAX_BYTES, TESTCASE_ZIP_TOO_LARGE } from '../../test-data/testcase-file.controller';
import { ImportProgressService, PROGRESS_KEY } from './import-progress.service';
import { PackageImportService } from './package-import.service';

const KEY_MESSAGE = 'progressKey must be 8 to 64 letters, digits or dashes';

/** The key the uploading page polls the import's progress under (optional). */
class ImportQueryDto {
  @IsOptional()
  @Matches(PROGRESS_KEY, { message: KEY_MESSAGE })
  progressKey?: string;
}

class ProgressQueryDto {
  @Matches(PROGRESS_KEY, { message: KEY_MESSAGE })
  progressKey: string;
}

const PACKAGE: ArchiveUpload = {
  extension: '.zip',
  maxBytes: TESTCASE_ZIP_MAX_BYTES,
  tooLargeMessage: TESTCASE_ZIP_TOO_LARGE,
  wrongTypeMessage: 'The problem package must be a .zip archive',
};

/** Polygon and Kattis problem packages (super admins only, like HOJ's other importers). */
@Controller('api/file')
@Roles(Role.ROOT)
export class PackageImportController {
  constructor(
    private readonly imports: PackageImportService,
    private readonly progress: ImportProgressService,
  ) {}

  @PostOk('import-polygon-problem')
  async importPolygon(
    @Req() request: FastifyRequest,
    @Query() query: ImportQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ImportedProblem[]> {
    return this.imports.importPolygon(await readArchive(request, PACKAGE), user, query.progressKey);
  }

  @PostOk('import-kattis-problem')
  async importKattis(
    @Req() request: FastifyRequest,
    @Query() query: ImportQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ImportedProblem[]> {
    return this.imports.importKattis(await readArchive(request, PACKAGE), user, query.progressKey);
  }

  /** What an import is doing (null when the key is unknown or expired). */
  @Get('import-progress')
  importProgress(@Query() query: ProgressQueryDto): Promise<ImportProgress | null> {
    return this.progress.read(query.progressKey);
  }
}
