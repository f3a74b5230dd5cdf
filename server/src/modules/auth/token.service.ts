import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { KeyValueStore } from '../../infra/kv/key-value-store';

interface TokenPayload {
  sub: string;
  /** Session epoch: logout replaces it, so every token issued before dies. */
  sid: string;
}

const sessionKey = (uid: string) => `auth:session:${uid}`;
const refreshKey = (uid: string) => `auth:refresh:${uid}`;
const renewLockKey = (uid: string) => `auth:renew-lock:${uid}`;

/**
 * JWT issue, verification and renewal with a server-side record (hoj-api-routes §1): a token is
 * valid while its signature and expiry hold and the user's session record still carries its epoch.
 */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly kv: KeyValueStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Issues a token; concurrent logins of one user share the session epoch. */
  async issue(uid: string): Promise<string> {
    const epoch = (await this.kv.get(sessionKey(uid))) ?? randomBytes(8).toString('hex');
    await this.kv.set(sessionKey(uid), epoch, this.config.jwtExpireSeconds);
    await this.kv.set(refreshKey(uid), '1', this.config.jwtRefreshSeconds);
    const payload: TokenPayload = { sub: uid, sid: epoch };
    return this.jwt.signAsync(payload, {
      algorithm: 'HS512',
      expiresIn: this.config.jwtExpireSeconds,
      jwtid: randomUUID(),
    });
  }

  /** The uid of a valid token, or null. */
  async verify(token: string): Promise<string | null> {
    let payload: TokenPayload;
    try {
      payload = await this.jwt.verifyAsync<TokenPayload>(token, { algorithms: ['HS512'] });
    } catch {
      return null;
    }
    const epoch = await this.kv.get(sessionKey(payload.sub));
    return epoch !== null && epoch === payload.sid ? payload.sub : null;
  }

  /**
   * A fresh token when the refresh window has passed (token still valid), else null. A short
   * lock keeps a burst of parallel requests from renewing many times.
   */
  async renewIfDue(uid: string): Promise<string | null> {
    if ((await this.kv.get(refreshKey(uid))) !== null) return null;
    if (!(await this.kv.setIfAbsent(renewLockKey(uid), '1', 20))) return null;
    return this.issue(uid);
  }

  /** Logout: every token of the user stops working at once. */
  async revokeAll(uid: string): Promise<void> {
    await this.kv.delete(sessionKey(uid), refreshKey(uid), renewLockKey(uid));
  }
}
