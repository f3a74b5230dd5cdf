import { Body, Controller, Get, HttpCode, Post, Put, Query, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { ContestPrintView } from '@verdict/common';
import { Authenticated, CurrentUser } from '../../../common/auth/access.decorators';
import type { AuthUser } from '../../../common/auth/auth-user';
import { attachment } from '../../../common/http/attachment';
import { EnvelopeResult } from '../../../common/http/envelope';
import type { Page } from '../../../common/http/pagination';
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

  @Post('submit-print-text')
  @HttpCode(200)
  async submit(@Body() dto: SubmitPrintDto, @CurrentUser() user: AuthUser): Promise<EnvelopeResult<null>> {
    await this.prints.submit(dto, user);
    return new EnvelopeResult(null, 'Submit code successfully');
  }

  @Get('get-contest-print')
  list(
    @Query() query: PrintListQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<ContestPrintView<Date>>> {
    return this.prints.list(query, user);
  }

  @Put('check-contest-print-status')
  async markPrinted(
    @Query() query: PrintIdQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<EnvelopeResult<null>> {
    await this.prints.markPrinted(query.id, query.cid, user);
    return new EnvelopeResult(null, 'Update Successfully');
  }

  @Get('file/download-contest-print-text')
  async download(
    @Query() query: PrintDownloadQueryDto,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    return attachment(reply, await this.prints.download(query.id, user));
  }
}
