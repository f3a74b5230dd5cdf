import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { KeyValueStore } from '../../infra/kv/key-value-store';
import { SessionStore } from './session-store';
import { SocketSessions } from './socket-sessions';

export interface TokenPayload {
  sub: string;
  /** Session epoch: logout replaces it, so every token issued before dies. */
  sid: string;
}

const refreshKey = (uid: string) => `auth:refresh:${uid}`;
const renewLockKey = (uid: string) => `auth:renew-lock:${uid}`;

/**
 * JWT issue and renewal with a server-side session, as HOJ does: a token is valid while
 * its signature and expiry hold (checked by the passport strategy) and the user's session still
 * carries its epoch.
 */
@Injectable()
export class TokenService {
  private readonly logger = new Logger(TokenService.name);

  constructor(
    private readonly jwt: JwtService,
    private readonly kv: KeyValueStore,
    private readonly sessions: SessionStore,
    private readonly sockets: SocketSessions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Issues a token; concurrent logins of one user share the session epoch. */
  async issue(uid: string): Promise<string> {
    const epoch = await this.sessions.open(uid, this.config.jwtExpireSeconds);
    await this.kv
      .set(refreshKey(uid), '1', this.config.jwtRefreshSeconds)
      .catch((error: unknown) => this.logger.warn(`Refresh marker not written: ${String(error)}`));
    const payload: TokenPayload = { sub: uid, sid: epoch };
    return this.jwt.signAsync(payload, {
      algorithm: 'HS512',
      expiresIn: this.config.jwtExpireSeconds,
      jwtid: randomUUID(),
    });
  }

  /** Whether the session a verified token names is still open. */
  async sessionHolds(payload: TokenPayload): Promise<boolean> {
    const epoch = await this.sessions.current(payload.sub);
    return epoch !== null && epoch === payload.sid;
  }

  /**
   * Whether the user's refresh window has passed (their token, still valid, is then renewed).
   * Without the key-value store the token is simply not renewed this time.
   */
  async renewalDue(uid: string): Promise<boolean> {
    try {
      return (await this.kv.get(refreshKey(uid))) === null;
    } catch (error) {
      this.logger.warn(`Token renewal skipped: ${String(error)}`);
      return false;
    }
  }

  /**
   * A fresh token for a user whose renewal is due, or null: a short lock keeps a burst of
   * parallel requests from renewing many times.
   */
  async renew(uid: string): Promise<string | null> {
    try {
      if (!(await this.kv.setIfAbsent(renewLockKey(uid), '1', 20))) return null;
    } catch (error) {
      this.logger.warn(`Token renewal skipped: ${String(error)}`);
      return null;
    }
    return this.issue(uid);
  }

  /** Logout: every token of the user stops working at once, and the sockets signed in with them end. */
  async revokeAll(uid: string): Promise<void> {
    await this.sessions.close(uid);
    await this.kv.delete(refreshKey(uid), renewLockKey(uid));
    this.sockets.end(uid);
  }
}
