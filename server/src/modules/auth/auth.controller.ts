import { Body, Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Role } from '@verdict/common';
import { Authenticated, CurrentUser, Public, Roles } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { PostOk } from '../../common/http/post-ok.decorator';
import { SuccessMessage } from '../../common/http/success-message.decorator';
import { toUserInfoResponse, UserInfoResponse } from '../user/user.dto';
import {
  ApplyResetPasswordDto,
  CheckUsernameOrEmailDto,
  EmailQueryDto,
  LoginDto,
  RegisterDto,
  ResetPasswordDto,
} from './auth.dto';
import { AuthService } from './auth.service';
import { CaptchaResponse, CaptchaService } from './captcha.service';

/** HOJ PassportController + AdminAccountController routes. */
@Controller('api')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly captcha: CaptchaService,
  ) {}

  @Public()
  @PostOk('login')
  login(
    @Body() dto: LoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserInfoResponse> {
    return this.signIn(dto, request, reply, false);
  }

  @Public()
  @PostOk('admin/login')
  adminLogin(
    @Body() dto: LoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserInfoResponse> {
    return this.signIn(dto, request, reply, true);
  }

  @Authenticated()
  @Get('logout')
  @SuccessMessage('Logout successfully')
  logout(@CurrentUser() user: AuthUser): Promise<void> {
    return this.auth.logout(user.uid);
  }

  @Roles(Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN)
  @Get('admin/logout')
  @SuccessMessage('Logout successfully')
  adminLogout(@CurrentUser() user: AuthUser): Promise<void> {
    return this.logout(user);
  }

  @Public()
  @Get('get-register-code')
  sendRegisterCode(@Query() query: EmailQueryDto): Promise<{ email: string; expire: number }> {
    return this.auth.sendRegisterCode(query.email);
  }

  @Public()
  @PostOk('register')
  @SuccessMessage('Register successfully')
  register(@Body() dto: RegisterDto): Promise<void> {
    return this.auth.register(dto);
  }

  @Public()
  @PostOk('check-username-or-email')
  checkUsernameOrEmail(@Body() dto: CheckUsernameOrEmailDto): Promise<{ username: boolean; email: boolean }> {
    return this.auth.checkUsernameOrEmail(dto.username, dto.email);
  }

  @Public()
  @Get('captcha')
  getCaptcha(): Promise<CaptchaResponse> {
    return this.captcha.create();
  }

  @Public()
  @PostOk('apply-reset-password')
  @SuccessMessage('The reset mail has been sent, please check your mailbox')
  applyResetPassword(@Body() dto: ApplyResetPasswordDto): Promise<void> {
    return this.auth.applyResetPassword(dto);
  }

  @Public()
  @PostOk('reset-password')
  @SuccessMessage('Password reset successfully')
  resetPassword(@Body() dto: ResetPasswordDto): Promise<void> {
    return this.auth.resetPassword(dto);
  }

  /** Signs in, at the back office when `backOffice`; the token goes out in the `Authorization` header. */
  private async signIn(
    dto: LoginDto,
    request: FastifyRequest,
    reply: FastifyReply,
    backOffice: boolean,
  ): Promise<UserInfoResponse> {
    const { token, user } = await this.auth.login(dto, request.ip, backOffice, request.headers['user-agent']);
    void reply.header('Authorization', token);
    return toUserInfoResponse(user);
  }
}
