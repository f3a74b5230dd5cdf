import { Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { IsOptional, Matches } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { Role, type ImportedProblem, type ImportProgress } from '@verdict/common';
import { CurrentUser, Roles } from '../../../common/auth/access.decorators';
import type { AuthUser } from '../../../common/auth/auth-user';
import { badRequest } from '../../../common/http/app.exception';
import { readUpload } from '../../../common/upload/read-upload';
import { TESTCASE_ZIP_MAX_BYTES } from '../../test-data/testcase-file.controller';
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

async function readPackage(request: FastifyRequest): Promise<Buffer> {
  const file = await readUpload(
    request,
    'file',
    TESTCASE_ZIP_MAX_BYTES,
    'The zip file is too large (at most 256 MB)',
  );
  if (!file.fileName.toLowerCase().endsWith('.zip'))
    throw badRequest('The problem package must be a .zip archive');
  return file.data;
}

/** Polygon and Kattis problem packages (super admins only, like HOJ's other importers). */
@Controller('api/file')
@Roles(Role.ROOT)
export class PackageImportController {
  constructor(
    private readonly imports: PackageImportService,
    private readonly progress: ImportProgressService,
  ) {}

  @Post('import-polygon-problem')
  @HttpCode(200)
  async importPolygon(
    @Req() request: FastifyRequest,
    @Query() query: ImportQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ImportedProblem[]> {
    return this.imports.importPolygon(await readPackage(request), user, query.progressKey);
  }

  @Post('import-kattis-problem')
  @HttpCode(200)
  async importKattis(
    @Req() request: FastifyRequest,
    @Query() query: ImportQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ImportedProblem[]> {
    return this.imports.importKattis(await readPackage(request), user, query.progressKey);
  }

  /** What an import is doing (null when the key is unknown or expired). */
  @Get('import-progress')
  importProgress(@Query() query: ProgressQueryDto): Promise<ImportProgress | null> {
    return this.progress.read(query.progressKey);
  }
}
