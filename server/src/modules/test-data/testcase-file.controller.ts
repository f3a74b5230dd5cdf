import { rm } from 'node:fs/promises';
import { Controller, Get, Query, Req, StreamableFile } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { UploadedTestcases } from '@verdict/common';
import { Authenticated, CurrentUser } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest } from '../../common/http/app.exception';
import { attachment } from '../../common/http/attachment';
import { receiveUpload } from '../../common/upload/receive-upload';
import { PostOk } from '../../common/http/post-ok.decorator';
import { FileStorageService } from '../../infra/storage/file-storage.service';
import { ProblemIdQueryDto, TestcaseUploadQueryDto } from './test-data.dto';
import { TestcaseFileAccess } from './testcase-file-access';
import { TestdataService } from './test-data.service';
import { TestcaseUploadService } from './testcase-upload.service';

/** Largest accepted zip upload (compressed). */
export const TESTCASE_ZIP_MAX_BYTES = 256 * 1024 * 1024;
export const TESTCASE_ZIP_TOO_LARGE = 'The zip file is too large (at most 256 MB)';

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
 * `/api/file/upload-testcase-zip` and `/api/file/download-testcase`: the
 * site's problem admins for any problem; with a `gid`, a group admin uploads for the group, and a
 * group problem's data goes to its group root or its author.
 */
@Controller('api/file')
@Authenticated()
export class TestcaseFileController {
  constructor(
    private readonly testdata: TestdataService,
    private readonly uploads: TestcaseUploadService,
    private readonly access: TestcaseFileAccess,
    private readonly storage: FileStorageService,
  ) {}

  /**
   * Who may upload is settled before the zip is read: from the query's `gid` before the body, else
   * from the form fields sent ahead of the file. The zip goes to disk, never whole into memory.
   */
  @PostOk('upload-testcase-zip')
  async upload(
    @Req() request: FastifyRequest,
    @Query() query: TestcaseUploadQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<UploadedTestcases> {
    if (query.gid !== undefined) await this.access.requireUpload(user, query.gid);
    const file = await receiveUpload(request, {
      fieldName: 'file',
      maxBytes: TESTCASE_ZIP_MAX_BYTES,
      tooLargeMessage: TESTCASE_ZIP_TOO_LARGE,
      dir: this.storage.incomingDir,
      admit: async (fields, fileName) => {
        if (query.gid === undefined) await this.access.requireUpload(user, uploadGid(undefined, fields.gid));
        if (!fileName.toLowerCase().endsWith('.zip'))
          throw badRequest('The test case file must be a .zip archive');
      },
    });
    try {
      return await this.uploads.uploadZip(file.path, file.fields.mode);
    } finally {
      await rm(file.path, { force: true });
    }
  }

  @Get('download-testcase')
  async download(@Query() query: ProblemIdQueryDto, @CurrentUser() user: AuthUser): Promise<StreamableFile> {
    await this.access.requireDownload(user, query.pid);
    const { stream, fileName } = await this.testdata.downloadZip(query.pid);
    return attachment({ fileName, contentType: 'application/zip', body: stream });
  }
}
