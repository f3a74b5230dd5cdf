import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, hasPermission, PermissionName, RoleId } from '@verdict/common';
import {
  AUTHENTICATED_KEY,
  PERMISSIONS_KEY,
  PUBLIC_KEY,
  ROLES_KEY,
} from '../../common/auth/access.decorators';
import { forbidden, unauthorized } from '../../common/http/app.exception';
import { JwtStrategy } from './jwt.strategy';
import { TokenService } from './token.service';

export const EXPIRED_LOGIN_MESSAGE = 'Login status has expired, please login again!';

/**
 * The global guard: identifies the caller through the passport-jwt strategy, renews tokens, and
 * enforces each route's @Public / @Authenticated / @Roles / @Permissions marker. A route with no
 * marker is refused.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly strategy: JwtStrategy,
    private readonly tokens: TokenService,
  ) {}

  private meta<T>(key: string, context: ExecutionContext): T | undefined {
    return this.reflector.getAllAndOverride<T>(key, [context.getHandler(), context.getClass()]);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const isPublic = this.meta<boolean>(PUBLIC_KEY, context) === true;

    if (request.headers.authorization) {
      // Whether the token is due for renewal is read beside its check, for the user it claims to
      // name; that answer counts only once the check has confirmed the same user.
      const claimed = this.strategy.claimedUid(request);
      const [user, due] = await Promise.all([
        this.strategy.userOf(request),
        claimed ? this.tokens.renewalDue(claimed) : false,
      ]);
      if (user) {
        request.user = user;
        const renewed = due && user.uid === claimed ? await this.tokens.renew(user.uid) : null;
        if (renewed) {
          void reply.header('Authorization', renewed).header('Refresh-Token', 'true');
          const urlType = request.headers['url-type'];
          if (typeof urlType === 'string') void reply.header('Url-Type', urlType);
        }
      } else if (!isPublic) {
        throw unauthorized(EXPIRED_LOGIN_MESSAGE, ErrorCode.LOGIN_EXPIRED);
      }
    }
    if (isPublic) return true;

    const roles = this.meta<RoleId[]>(ROLES_KEY, context);
    const permissions = this.meta<PermissionName[]>(PERMISSIONS_KEY, context);
    const authenticated = this.meta<boolean>(AUTHENTICATED_KEY, context) === true;
    if (!roles && !permissions && !authenticated) throw forbidden('This route has no access rule');

    const user = request.user;
    if (!user) throw unauthorized();
    if (roles && !roles.includes(user.role as RoleId)) throw forbidden();
    if (permissions && !permissions.every((permission) => hasPermission(user.role, permission)))
      throw forbidden();
    return true;
  }
}
