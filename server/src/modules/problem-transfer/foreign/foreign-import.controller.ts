import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Role } from '@verdict/common';
import { CurrentUser, Roles } from '../../../common/auth/access.decorators';
import type { AuthUser } from '../../../common/auth/auth-user';
import { badRequest } from '../../../common/http/app.exception';
import { readUpload } from '../../../common/upload/read-upload';
import { TESTCASE_ZIP_MAX_BYTES } from '../../test-data/testcase-file.controller';
import { ForeignImportService } from './foreign-import.service';

/** An FPS file is parsed in memory as a whole: it gets a smaller cap than zips. */
export const FPS_MAX_BYTES = 64 * 1024 * 1024;

async function readArchive(
  request: FastifyRequest,
  extension: '.zip' | '.xml',
  maxBytes: number,
): Promise<Buffer> {
  const megabytes = maxBytes / 1024 / 1024;
  const file = await readUpload(request, 'file', maxBytes, `The file is too large (at most ${megabytes} MB)`);
  if (!file.fileName.toLowerCase().endsWith(extension))
    throw badRequest(`The problem file must be a ${extension} file`);
  return file.data;
}

/** HOJ's importers of other judges' problem exports (super admins only, as in HOJ). */
@Controller('api/file')
@Roles(Role.ROOT)
export class ForeignImportController {
  constructor(private readonly imports: ForeignImportService) {}

  @Post('import-fps-problem')
  @HttpCode(200)
  async importFps(@Req() request: FastifyRequest, @CurrentUser() user: AuthUser): Promise<void> {
    await this.imports.importFps(await readArchive(request, '.xml', FPS_MAX_BYTES), user);
  }

  @Post('import-qdoj-problem')
  @HttpCode(200)
  async importQdoj(@Req() request: FastifyRequest, @CurrentUser() user: AuthUser): Promise<void> {
    await this.imports.importQdoj(await readArchive(request, '.zip', TESTCASE_ZIP_MAX_BYTES), user);
  }

  @Post('import-hydro-problem')
  @HttpCode(200)
  async importHydro(@Req() request: FastifyRequest, @CurrentUser() user: AuthUser): Promise<void> {
    await this.imports.importHydro(await readArchive(request, '.zip', TESTCASE_ZIP_MAX_BYTES), user);
  }
}
