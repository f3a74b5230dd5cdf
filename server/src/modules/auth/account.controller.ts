import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { Authenticated, CurrentUser } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { EnvelopeResult } from '../../common/http/envelope';
import { ChangeAccountResponse, ChangeEmailDto, ChangePasswordDto, EmailQueryDto } from './auth.dto';
import { AccountService } from './account.service';

@Controller('api')
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Authenticated()
  @Post('change-password')
  @HttpCode(200)
  changePassword(
    @CurrentUser() user: AuthUser,
    @Body() dto: ChangePasswordDto,
  ): Promise<ChangeAccountResponse> {
    return this.account.changePassword(user.uid, dto);
  }

  @Authenticated()
  @Get('get-change-email-code')
  async sendChangeEmailCode(
    @CurrentUser() user: AuthUser,
    @Query() query: EmailQueryDto,
  ): Promise<EnvelopeResult<null>> {
    await this.account.sendChangeEmailCode(user.uid, query.email);
    return new EnvelopeResult(null, 'The code has been sent to the new email');
  }

  @Authenticated()
  @Post('change-email')
  @HttpCode(200)
  changeEmail(@CurrentUser() user: AuthUser, @Body() dto: ChangeEmailDto): Promise<ChangeAccountResponse> {
    return this.account.changeEmail(user.uid, dto);
  }
}
