import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { Authenticated, CurrentUser } from '../../../common/auth/access.decorators';
import type { AuthUser } from '../../../common/auth/auth-user';
import { attachment } from '../../../common/http/attachment';
import { ContestRankExportService } from './contest-rank-export.service';
import { RankDownloadQueryDto } from './rank-download.dto';

/** HOJ ContestFileController's rank download. */
@Controller('api/file')
export class ContestRankExportController {
  constructor(private readonly exports: ContestRankExportService) {}

  @Authenticated()
  @Get('download-contest-rank')
  async rank(@Query() query: RankDownloadQueryDto, @CurrentUser() user: AuthUser): Promise<StreamableFile> {
    return attachment(await this.exports.spreadsheet(query, user));
  }
}
