import { Body, Controller, Get, Put, Query, StreamableFile } from '@nestjs/common';
import type { ContestPrintView } from '@verdict/common';
import { Authenticated, CurrentUser } from '../../../common/auth/access.decorators';
import type { AuthUser } from '../../../common/auth/auth-user';
import { attachment } from '../../../common/http/attachment';
import type { Page } from '../../../common/http/pagination';
import { PostOk } from '../../../common/http/post-ok.decorator';
import { SuccessMessage } from '../../../common/http/success-message.decorator';
import {
  PrintDownloadQueryDto,
  PrintIdQueryDto,
  PrintListQueryDto,
  SubmitPrintDto,
} from './contest-print.dto';
import { ContestPrintService } from './contest-print.service';

/** HOJ's print routes: ContestController, ContestAdminController and ContestFileController. */
@Controller('api')
@Authenticated()
export class ContestPrintController {
  constructor(private readonly prints: ContestPrintService) {}

  @PostOk('submit-print-text')
  @SuccessMessage('Sent for printing')
  submit(@Body() dto: SubmitPrintDto, @CurrentUser() user: AuthUser): Promise<void> {
    return this.prints.submit(dto, user);
  }

  @Get('get-contest-print')
  list(
    @Query() query: PrintListQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<ContestPrintView<Date>>> {
    return this.prints.list(query, user);
  }

  @Put('check-contest-print-status')
  @SuccessMessage('Update Successfully')
  markPrinted(@Query() query: PrintIdQueryDto, @CurrentUser() user: AuthUser): Promise<void> {
    return this.prints.markPrinted(query.id, query.cid, user);
  }

  @Get('file/download-contest-print-text')
  async download(
    @Query() query: PrintDownloadQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<StreamableFile> {
    return attachment(await this.prints.download(query.id, user));
  }
}
