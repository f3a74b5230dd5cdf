import { Body, Controller, Get, Query } from '@nestjs/common';
import { Authenticated, CurrentUser } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { PostOk } from '../../common/http/post-ok.decorator';
import { SuccessMessage } from '../../common/http/success-message.decorator';
import { ChangeAccountResponse, ChangeEmailDto, ChangePasswordDto, EmailQueryDto } from './auth.dto';
import { AccountService } from './account.service';

@Controller('api')
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Authenticated()
  @PostOk('change-password')
  changePassword(
    @CurrentUser() user: AuthUser,
    @Body() dto: ChangePasswordDto,
  ): Promise<ChangeAccountResponse> {
    return this.account.changePassword(user.uid, dto);
  }

  @Authenticated()
  @Get('get-change-email-code')
  @SuccessMessage('The code has been sent to the new email')
  sendChangeEmailCode(@CurrentUser() user: AuthUser, @Query() query: EmailQueryDto): Promise<void> {
    return this.account.sendChangeEmailCode(user.uid, query.email);
  }

  @Authenticated()
  @PostOk('change-email')
  changeEmail(@CurrentUser() user: AuthUser, @Body() dto: ChangeEmailDto): Promise<ChangeAccountResponse> {
    return this.account.changeEmail(user.uid, dto);
  }
}
