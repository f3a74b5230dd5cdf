import { Controller, Get, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { FileIdQueryDto } from './markdown-file.dto';
import { readUpload } from '../../common/upload/read-upload';
import { receiveUpload } from '../../common/upload/receive-upload';
import { PostOk } from '../../common/http/post-ok.decorator';
import {
  MARKDOWN_FILE_MAX_BYTES,
  MARKDOWN_IMAGE_MAX_BYTES,
  MarkdownFileService,
  type MarkdownImageResponse,
} from './markdown-file.service';

/**
 * `/api/file/*-md-*`: uploads from the markdown editor of admins and of
 * group admins; the service decides who may upload what.
 */
@Controller('api/file')
@Authenticated()
export class MarkdownFileController {
  constructor(private readonly files: MarkdownFileService) {}

  @PostOk('upload-md-img')
  async uploadImage(
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
  ): Promise<MarkdownImageResponse> {
    const file = await readUpload(
      request,
      'image',
      MARKDOWN_IMAGE_MAX_BYTES,
      'The image size exceeds the 4 MB limit',
      (fields) => this.files.requireUploader(user, fields),
    );
    return this.files.uploadImage(user, file);
  }

  @Get('delete-md-img')
  deleteImage(@CurrentUser() user: AuthUser, @Query() query: FileIdQueryDto): Promise<void> {
    return this.files.deleteImage(user, query.fileId);
  }

  @PostOk('upload-md-file')
  async uploadFile(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<{ link: string }> {
    const file = await receiveUpload(request, {
      fieldName: 'file',
      maxBytes: MARKDOWN_FILE_MAX_BYTES,
      tooLargeMessage: 'The file size must be less than 128 MB',
      dir: this.files.incomingDir,
      admit: (fields) => this.files.requireUploader(user, fields),
    });
    return this.files.uploadFile(user, file);
  }
}
