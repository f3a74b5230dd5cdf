import { Controller, Get, Query, Req, StreamableFile } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ArrayNotEmpty, IsArray, IsInt } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { Role } from '@verdict/common';
import { CurrentUser, Roles } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { attachment } from '../../common/http/attachment';
import { readArchive, type ArchiveUpload } from '../../common/upload/read-archive';
import { PostOk } from '../../common/http/post-ok.decorator';
import { TESTCASE_ZIP_MAX_BYTES, TESTCASE_ZIP_TOO_LARGE } from '../test-data/testcase-file.controller';
import { ProblemTransferService } from './problem-transfer.service';

/** `pid` repeated (`?pid=1&pid=2`), as HOJ's client sends it; a comma list works too. */
class ExportQueryDto {
  @Transform(({ value }: { value: unknown }) =>
    (Array.isArray(value) ? value : String(value ?? '').split(','))
      .map((v) => String(v).trim())
      .filter(Boolean)
      .map(Number),
  )
  @IsArray({ message: 'Please choose the problems to export' })
  @ArrayNotEmpty({ message: 'Please choose the problems to export' })
  @IsInt({ each: true, message: 'pid must be a number' })
  pid: number[];
}

const PROBLEM_ZIP: ArchiveUpload = {
  extension: '.zip',
  maxBytes: TESTCASE_ZIP_MAX_BYTES,
  tooLargeMessage: TESTCASE_ZIP_TOO_LARGE,
  wrongTypeMessage: 'The problem file must be a .zip archive',
};

/** HOJ's problem zip export and import (super admins only, as in HOJ). */
@Controller('api/file')
@Roles(Role.ROOT)
export class ProblemTransferController {
  constructor(private readonly transfer: ProblemTransferService) {}

  @Get('export-problem')
  async export(@Query() query: ExportQueryDto): Promise<StreamableFile> {
    const { stream, fileName } = await this.transfer.export(query.pid);
    return attachment({ fileName, contentType: 'application/zip', body: stream });
  }

  @PostOk('import-problem')
  async import(@Req() request: FastifyRequest, @CurrentUser() user: AuthUser): Promise<void> {
    await this.transfer.import(await readArchive(request, PROBLEM_ZIP), user.username);
  }
}
