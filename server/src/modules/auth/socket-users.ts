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

  private async check(socket: Socket): Promise<AuthUser | null> {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string') return null;
    return this.strategy.userOf({ headers: { authorization: token } }).catch(() => null);
  }
}
