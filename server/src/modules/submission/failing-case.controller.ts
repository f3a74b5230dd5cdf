import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt } from 'class-validator';
import { Authenticated, CurrentUser } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { attachment } from '../../common/http/attachment';
import { FailingCaseService } from './failing-case.service';

class FailingCaseQueryDto {
  @Type(() => Number) @IsInt({ message: 'pid is required' }) pid: number;
  @Type(() => Number) @IsInt({ message: 'data is required' }) data: number;
}

@Controller('api/file')
export class FailingCaseController {
  constructor(private readonly failingCases: FailingCaseService) {}

  @Authenticated()
  @Get('download-testcase-one')
  async download(
    @CurrentUser() user: AuthUser,
    @Query() query: FailingCaseQueryDto,
  ): Promise<StreamableFile> {
    const file = await this.failingCases.download(user, query.pid, query.data);
    return attachment({ fileName: file.fileName, contentType: 'application/zip', body: file.data });
  }
}
