import { Controller, Get, HttpCode, Post, Query, Req, StreamableFile } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Role } from '@verdict/common';
import { Roles } from '../../common/auth/access.decorators';
import { badRequest } from '../../common/http/app.exception';
import { readUpload } from '../../common/upload/read-upload';
import { ProblemIdQueryDto } from './test-data.dto';
import { TestdataService } from './test-data.service';
import { TestcaseUploadService, UploadedTestcases } from './testcase-upload.service';

/** Largest accepted zip upload (compressed). */
export const TESTCASE_ZIP_MAX_BYTES = 256 * 1024 * 1024;

/** `/api/file/upload-testcase-zip` and `/api/file/download-testcase` (hoj-api-routes file). */
@Controller('api/file')
@Roles(Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN)
export class TestcaseFileController {
  constructor(
    private readonly testdata: TestdataService,
    private readonly uploads: TestcaseUploadService,
  ) {}

  @Post('upload-testcase-zip')
  @HttpCode(200)
  async upload(@Req() request: FastifyRequest): Promise<UploadedTestcases> {
    const file = await readUpload(
      request,
      'file',
      TESTCASE_ZIP_MAX_BYTES,
      'The zip file is too large (at most 256 MB)',
    );
    if (!file.fileName.toLowerCase().endsWith('.zip'))
      throw badRequest('The test case file must be a .zip archive');
    return this.uploads.uploadZip(file.data, file.fields.mode);
  }

  @Get('download-testcase')
  async download(@Query() query: ProblemIdQueryDto): Promise<StreamableFile> {
    const { stream, fileName } = await this.testdata.downloadZip(query.pid);
    return new StreamableFile(stream, {
      type: 'application/zip',
      disposition: `attachment; filename="${fileName}"`,
    });
  }
}
