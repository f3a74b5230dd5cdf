import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { SiteModule } from '../site/site.module';
import { UserModule } from '../user/user.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { AttemptLimiterService } from './attempt-limiter.service';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { CaptchaService } from './captcha.service';
import { LoginCaptchaService } from './login-captcha.service';
import { LoginRecordController } from './login-record.controller';
import { LoginRecordEntity } from './login-record.entity';
import { LoginRecordService } from './login-record.service';
import { OneTimeCodeService } from './one-time-code.service';
import { PasswordGuesses } from './password-guesses.service';
import { JwtStrategy } from './jwt.strategy';
import { SessionEntity } from './session.entity';
import { SessionStore } from './session-store';
import { SocketSessionGateway } from './socket-session.gateway';
import { SocketSessions } from './socket-sessions';
import { SocketUsers } from './socket-users';
import { TokenService } from './token.service';

@Module({
  imports: [
    PassportModule,
    TypeOrmModule.forFeature([SessionEntity, LoginRecordEntity]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: config.jwtSecret }),
    }),
    UserModule,
    SiteModule,
  ],
  controllers: [AuthController, AccountController, LoginRecordController],
  providers: [
    SessionStore,
    TokenService,
    JwtStrategy,
    SocketUsers,
    SocketSessions,
    SocketSessionGateway,
    AuthService,
    AccountService,
    AttemptLimiterService,
    OneTimeCodeService,
    CaptchaService,
    LoginCaptchaService,
    LoginRecordService,
    PasswordGuesses,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [TokenService, JwtStrategy, SocketUsers, SocketSessions, PasswordGuesses],
})
export class AuthModule {}
