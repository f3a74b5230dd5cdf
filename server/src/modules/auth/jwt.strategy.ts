import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import passport from 'passport';
import { Strategy } from 'passport-jwt';
import type { AuthUser } from '../../common/auth/auth-user';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { UserService } from '../user/user.service';
import { TokenPayload, TokenService } from './token.service';
import { VerifiedTokens } from './verified-tokens';

/**
 * HOJ sends the raw JWT in `Authorization`; a `Bearer ` prefix is tolerated. Read by hand:
 * passport-jwt's own header parser backtracks over a long token without a space.
 */
const BEARER = /^bearer\s+/i;
const rawOrBearer = (request: { headers?: Record<string, unknown> }): string | null => {
  const header = request.headers?.authorization;
  if (typeof header !== 'string' || header === '') return null;
  return header.replace(BEARER, '') || null;
};

/** What passport needs of a request: its headers. */
export interface TokenCarrier {
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The passport-jwt strategy: an HS512 signature and expiry, then the session epoch and the user.
 * Each app runs its own instance (passed to passport directly, not looked up by name), so two
 * apps in one process never check tokens against each other's sessions.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  private readonly verified = new VerifiedTokens();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly tokens: TokenService,
    private readonly users: UserService,
  ) {
    // A key object, not the text: given text, jsonwebtoken first tries to read it as a public key
    // on every request, which cost more than the rest of the check.
    const secret = createSecretKey(Buffer.from(config.jwtSecret)) as unknown as string;
    super({
      jwtFromRequest: rawOrBearer,
      secretOrKey: secret,
      algorithms: ['HS512'],
      passReqToCallback: true,
    });
  }

  /** Passport's call once a token's signature and expiry hold. */
  validate(request: TokenCarrier, payload: TokenPayload): Promise<AuthUser | false> {
    this.verified.remember(rawOrBearer(request)!, payload);
    return this.holder(payload);
  }

  /** The user whose session a verified token's claims still name. */
  private async holder(payload: TokenPayload): Promise<AuthUser | false> {
    if (typeof payload.sub !== 'string') return false;
    // The session epoch and the account (key-value store, the account else from the database) are
    // read side by side.
    const [holds, user] = await Promise.all([
      this.tokens.sessionHolds(payload),
      this.users.authUser(payload.sub),
    ]);
    return (holds && user) || false;
  }

  /** The user id a request's token claims, unverified: what may be read ahead of its check. */
  claimedUid(request: TokenCarrier): string | null {
    const token = rawOrBearer(request);
    const known = token ? this.verified.claims(token) : undefined;
    if (known) return known.sub;
    const claims = token?.split('.')[1];
    if (!claims) return null;
    try {
      const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Partial<TokenPayload> | null;
      return typeof payload?.sub === 'string' ? payload.sub : null;
    } catch {
      return null;
    }
  }

  /** The user a request's token names, or null when it is missing, invalid or logged out. */
  async userOf(request: TokenCarrier): Promise<AuthUser | null> {
    const token = rawOrBearer(request);
    const known = token ? this.verified.claims(token) : undefined;
    if (known) return (await this.holder(known)) || null;
    return new Promise((resolve, reject) => {
      // passport writes its success/fail callbacks onto the strategy object it is given, so
      // each authentication gets its own (inheriting from this one) or concurrent ones collide.
      const authenticate = passport.authenticate(
        Object.create(this) as this,
        { session: false },
        (error: unknown, user: AuthUser | false) => (error ? reject(error) : resolve(user || null)),
      ) as (request: TokenCarrier, response: unknown, next: (error?: unknown) => void) => void;
      authenticate(request, {}, (error) => (error ? reject(error) : resolve(null)));
    });
  }
}
