import { Controller, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Role } from '@verdict/common';
import { CurrentUser, Roles } from '../../../common/auth/access.decorators';
import type { AuthUser } from '../../../common/auth/auth-user';
import { readArchive, type ArchiveUpload } from '../../../common/upload/read-archive';
import { PostOk } from '../../../common/http/post-ok.decorator';
import { TESTCASE_ZIP_MAX_BYTES } from '../../test-data/testcase-file.controller';
import { ForeignImportService } from './foreign-import.service';

/** An FPS file is parsed in memory as a whole: it gets a smaller cap than zips. */
export const FPS_MAX_BYTES = 64 * 1024 * 1024;

function foreignArchive(extension: '.zip' | '.xml', maxBytes: number): ArchiveUpload {
  const megabytes = maxBytes / 1024 / 1024;
  return {
    extension,
    maxBytes,
    tooLargeMessage: `The file is too large (at most ${megabytes} MB)`,
    wrongTypeMessage: `The problem file must be a ${extension} file`,
  };
}

const FPS_FILE = foreignArchive('.xml', FPS_MAX_BYTES);
const ZIP_FILE = foreignArchive('.zip', TESTCASE_ZIP_MAX_BYTES);

/** HOJ's importers of other judges' problem exports (super admins only, as in HOJ). */
@Controller('api/file')
@Roles(Role.ROOT)
export class ForeignImportController {
  constructor(private readonly imports: ForeignImportService) {}

  @PostOk('import-fps-problem')
  async importFps(@Req() request: FastifyRequest, @CurrentUser() user: AuthUser): Promise<void> {
    await this.imports.importFps(await readArchive(request, FPS_FILE), user);
  }

  @PostOk('import-qdoj-problem')
  async importQdoj(@Req() request: FastifyRequest, @CurrentUser() user: AuthUser): Promise<void> {
    await this.imports.importQdoj(await readArchive(request, ZIP_FILE), user);
  }

  @PostOk('import-hydro-problem')
  async importHydro(@Req() request: FastifyRequest, @CurrentUser() user: AuthUser): Promise<void> {
    await this.imports.importHydro(await readArchive(request, ZIP_FILE), user);
  }
}
