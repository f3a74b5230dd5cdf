import type { RemoteAccount } from './remote-judge-adapter';

/** An adapter's sessions on its remote, one per account name, made the first time it is used. */
export class AccountSessions<T> {
  private readonly sessions = new Map<string, T>();

  constructor(private readonly create: () => T) {}

  of(account: RemoteAccount): T {
    let session = this.sessions.get(account.username);
    if (!session) {
      session = this.create();
      this.sessions.set(account.username, session);
    }
    return session;
  }
}
