import { Injectable, Logger } from '@nestjs/common';

type EndListener = (uid: string) => void;

/**
 * A signed-in socket lives only as long as what it signed in with: logout, a new password, a ban
 * or a new role ends all of the user's sockets (`end`), on every API instance. Those whose token
 * still holds sign in again with what the user is now; a revoked token opens none.
 */
@Injectable()
export class SocketSessions {
  private readonly logger = new Logger(SocketSessions.name);
  private readonly listeners = new Set<EndListener>();

  end(uid: string): void {
    for (const listener of this.listeners) {
      try {
        listener(uid);
      } catch (error) {
        this.logger.error({ err: error, uid }, `Ending the sockets of user ${uid} failed`);
      }
    }
  }

  /** The socket gateway listens, and disconnects the user's sockets. */
  onEnd(listener: EndListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
