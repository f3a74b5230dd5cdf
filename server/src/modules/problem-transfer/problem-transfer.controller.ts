import { Controller, Get, HttpCode, Post, Query, Req, StreamableFile } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ArrayNotEmpty, IsArray, IsInt } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { Role } from '@verdict/common';
import { CurrentUser, Roles } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest } from '../../common/http/app.exception';
import { readUpload } from '../../common/upload/read-upload';
import { TESTCASE_ZIP_MAX_BYTES } from '../test-data/testcase-file.controller';
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

/** HOJ's problem zip export and import (super admins only, as in HOJ). */
@Controller('api/file')
@Roles(Role.ROOT)
export class ProblemTransferController {
  constructor(private readonly transfer: ProblemTransferService) {}

  @Get('export-problem')
  async export(@Query() query: ExportQueryDto): Promise<StreamableFile> {
    const { stream, fileName } = await this.transfer.export(query.pid);
    return new StreamableFile(stream, {
      type: 'application/zip',
      disposition: `attachment; filename="${fileName}"`,
    });
  }

  @Post('import-problem')
  @HttpCode(200)
  async import(@Req() request: FastifyRequest, @CurrentUser() user: AuthUser): Promise<void> {
    const file = await readUpload(
      request,
      'file',
      TESTCASE_ZIP_MAX_BYTES,
      'The zip file is too large (at most 256 MB)',
    );
    if (!file.fileName.toLowerCase().endsWith('.zip'))
      throw badRequest('The problem file must be a .zip archive');
    await this.transfer.import(file.data, user.username);
  }
}
