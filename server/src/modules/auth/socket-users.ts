import { Injectable } from '@nestjs/common';
import type { Socket } from 'socket.io';
import type { AuthUser } from '../../common/auth/auth-user';
import { JwtStrategy } from './jwt.strategy';

/**
 * The user behind a socket.io connection, from the token in its handshake (`auth.token`): checked
 * once per connection, by whichever gateway asks first; null for a guest or a token that fails.
 */
@Injectable()
export class SocketUsers {
  constructor(private readonly strategy: JwtStrategy) {}

  of(socket: Socket): Promise<AuthUser | null> {
    const data = socket.data as { user?: Promise<AuthUser | null> };
    data.user ??= this.check(socket);
    return data.user;
  }

  /** Whether the socket may connect: a guest (no token) may, a token only while it holds. */
  async admits(socket: Socket): Promise<boolean> {
    return tokenOf(socket) === null || (await this.of(socket)) !== null;
  }

  private async check(socket: Socket): Promise<AuthUser | null> {
    const token = tokenOf(socket);
    if (token === null) return null;
    return this.strategy.userOf({ headers: { authorization: token } }).catch(() => null);
  }
}

/** The token of the handshake (`auth.token`); an empty one is a guest's, as the web client sends it. */
function tokenOf(socket: Socket): string | null {
  const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' && token !== '' ? token : null;
}
