import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import type { ContestAcRecordView } from '@verdict/common';
import { Authenticated, CurrentUser } from '../../../common/auth/access.decorators';
import type { AuthUser } from '../../../common/auth/auth-user';
import type { Page } from '../../../common/http/pagination';
import { SuccessMessage } from '../../../common/http/success-message.decorator';
import { AcInfoQueryDto, CheckAcDto } from './contest-ac-info.dto';
import { ContestAcInfoService } from './contest-ac-info.service';

/** HOJ ContestAdminController's AC helper routes. */
@Controller('api')
@Authenticated()
export class ContestAcInfoController {
  constructor(private readonly acInfo: ContestAcInfoService) {}

  @Get('get-contest-ac-info')
  list(
    @Query() query: AcInfoQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<ContestAcRecordView<Date>>> {
    return this.acInfo.list(query, user);
  }

  @Put('check-contest-ac-info')
  @SuccessMessage('Update Successfully')
  check(@Body() dto: CheckAcDto, @CurrentUser() user: AuthUser): Promise<void> {
    return this.acInfo.check(dto, user);
  }
}
