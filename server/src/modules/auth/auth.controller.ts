import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Role } from '@verdict/common';
import { Authenticated, CurrentUser, Public, Roles } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { EnvelopeResult } from '../../common/http/envelope';
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
  @Post('login')
  @HttpCode(200)
  async login(
    @Body() dto: LoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserInfoResponse> {
    const { token, user } = await this.auth.login(dto, request.ip, false, request.headers['user-agent']);
    void reply.header('Authorization', token);
    return toUserInfoResponse(user);
  }

  @Public()
  @Post('admin/login')
  @HttpCode(200)
  async adminLogin(
    @Body() dto: LoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserInfoResponse> {
    const { token, user } = await this.auth.login(dto, request.ip, true, request.headers['user-agent']);
    void reply.header('Authorization', token);
    return toUserInfoResponse(user);
  }

  @Authenticated()
  @Get('logout')
  async logout(@CurrentUser() user: AuthUser): Promise<EnvelopeResult<null>> {
    await this.auth.logout(user.uid);
    return new EnvelopeResult(null, 'Logout successfully');
  }

  @Roles(Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN)
  @Get('admin/logout')
  async adminLogout(@CurrentUser() user: AuthUser): Promise<EnvelopeResult<null>> {
    return this.logout(user);
  }

  @Public()
  @Get('get-register-code')
  sendRegisterCode(@Query() query: EmailQueryDto): Promise<{ email: string; expire: number }> {
    return this.auth.sendRegisterCode(query.email);
  }

  @Public()
  @Post('register')
  @HttpCode(200)
  async register(@Body() dto: RegisterDto): Promise<EnvelopeResult<null>> {
    await this.auth.register(dto);
    return new EnvelopeResult(null, 'Register successfully');
  }

  @Public()
  @Post('check-username-or-email')
  @HttpCode(200)
  checkUsernameOrEmail(@Body() dto: CheckUsernameOrEmailDto): Promise<{ username: boolean; email: boolean }> {
    return this.auth.checkUsernameOrEmail(dto.username, dto.email);
  }

  @Public()
  @Get('captcha')
  getCaptcha(): Promise<CaptchaResponse> {
    return this.captcha.create();
  }

  @Public()
  @Post('apply-reset-password')
  @HttpCode(200)
  async applyResetPassword(@Body() dto: ApplyResetPasswordDto): Promise<EnvelopeResult<null>> {
    await this.auth.applyResetPassword(dto);
    return new EnvelopeResult(null, 'The reset mail has been sent, please check your mailbox');
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<EnvelopeResult<null>> {
    await this.auth.resetPassword(dto);
    return new EnvelopeResult(null, 'Password reset successfully');
  }
}
