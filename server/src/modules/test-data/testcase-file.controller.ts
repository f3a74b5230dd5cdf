import { Controller, Get, HttpCode, Post, Query, Req, StreamableFile } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest } from '../../common/http/app.exception';
import { readUpload } from '../../common/upload/read-upload';
import { ProblemIdQueryDto, TestcaseUploadQueryDto } from './test-data.dto';
import { TestcaseFileAccess } from './testcase-file-access';
import { TestdataService } from './test-data.service';
import { TestcaseUploadService, UploadedTestcases } from './testcase-upload.service';

/** Largest accepted zip upload (compressed). */
export const TESTCASE_ZIP_MAX_BYTES = 256 * 1024 * 1024;

export const GID_NOT_A_NUMBER = 'gid must be a number';

/** `gid` of the upload: in the query or as a form field (the group's problem form sends it there). */
function uploadGid(queryGid: number | undefined, field: string | undefined): number | undefined {
  if (queryGid !== undefined) return queryGid;
  if (field === undefined || field === '') return undefined;
  const gid = Number(field);
  if (!Number.isSafeInteger(gid) || gid <= 0) throw badRequest(GID_NOT_A_NUMBER);
  return gid;
}

/**
 * `/api/file/upload-testcase-zip` and `/api/file/download-testcase` (hoj-api-routes file): the
 * site's problem admins for any problem; with a `gid`, a group admin uploads for the group, and a
 * group problem's data goes to its group root or its author (seed 2 §6).
 */
@Controller('api/file')
@Authenticated()
export class TestcaseFileController {
  constructor(
    private readonly testdata: TestdataService,
    private readonly uploads: TestcaseUploadService,
    private readonly access: TestcaseFileAccess,
  ) {}

  @Post('upload-testcase-zip')
  @HttpCode(200)
  async upload(
    @Req() request: FastifyRequest,
    @Query() query: TestcaseUploadQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<UploadedTestcases> {
    const file = await readUpload(
      request,
      'file',
      TESTCASE_ZIP_MAX_BYTES,
      'The zip file is too large (at most 256 MB)',
    );
    await this.access.requireUpload(user, uploadGid(query.gid, file.fields.gid));
    if (!file.fileName.toLowerCase().endsWith('.zip'))
      throw badRequest('The test case file must be a .zip archive');
    return this.uploads.uploadZip(file.data, file.fields.mode);
  }

  @Get('download-testcase')
  async download(@Query() query: ProblemIdQueryDto, @CurrentUser() user: AuthUser): Promise<StreamableFile> {
    await this.access.requireDownload(user, query.pid);
    const { stream, fileName } = await this.testdata.downloadZip(query.pid);
    return new StreamableFile(stream, {
      type: 'application/zip',
      disposition: `attachment; filename="${fileName}"`,
    });
  }
}
