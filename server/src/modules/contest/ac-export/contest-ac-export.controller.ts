import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { Authenticated, CurrentUser } from '../../../common/auth/access.decorators';
import type { AuthUser } from '../../../common/auth/auth-user';
import { attachment } from '../../../common/http/attachment';
import { AcDownloadQueryDto } from './ac-download.dto';
import { ContestAcExportService } from './contest-ac-export.service';

/** HOJ ContestFileController's accepted-code download. */
@Controller('api/file')
export class ContestAcExportController {
  constructor(private readonly exports: ContestAcExportService) {}

  @Authenticated()
  @Get('download-contest-ac-submission')
  async archive(@Query() query: AcDownloadQueryDto, @CurrentUser() user: AuthUser): Promise<StreamableFile> {
    return attachment(await this.exports.archive(query, user));
  }
}
