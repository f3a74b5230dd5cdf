import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { LANGUAGE_SERVER_IDLE_MINUTES } from '@verdict/common';
import { claimUidBlock, UID_BLOCK_SIZE, type UidBlock } from '@verdict/judger';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { forbidden, tooManyRequests } from '../../common/http/app.exception';
import type { LanguageServerKind } from './language-server-kinds';
import { LanguageServerSession, type SessionEvents, type SessionOwner } from './language-server-session';
import { LANGUAGE_SERVER_SANDBOX, startSandboxedServer } from './sandboxed-server';

export const IDLE_REASON = `The language server stopped after ${LANGUAGE_SERVER_IDLE_MINUTES} idle minutes`;
export const EXITED_REASON = 'The language server stopped';
const IDLE_MS = LANGUAGE_SERVER_IDLE_MINUTES * 60_000;

/**
 * The language server sessions of this API process: started on request within the host's caps
 * (in total, per user), each with a uid of its own when the API runs as root, ended by their
 * socket, by their owner, by idleness or by their server's exit.
 */
@Injectable()
export class LanguageServerSessions implements OnModuleDestroy {
  private readonly logger = new Logger(LanguageServerSessions.name);
  private readonly sessions = new Map<string, LanguageServerSession>();
  /** The owner of each slot being started or running: a slot is the session's offset in the uid block. */
  private readonly slots = new Map<number, string>();
  private uids?: UidBlock | null;
  private readonly idleSweep: NodeJS.Timeout;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.idleSweep = setInterval(() => this.endIdle(), Math.min(IDLE_MS / 4, 30_000));
    this.idleSweep.unref();
  }

  get count(): number {
    return this.sessions.size;
  }

  /** Starts a session, refusing when the host or the user has as many as allowed. */
  async start(
    owner: SessionOwner,
    kind: LanguageServerKind,
    eventsOf: (sessionId: string) => SessionEvents,
  ): Promise<LanguageServerSession> {
    const limits = this.config.languageServers;
    const total = Math.min(limits.sessions, UID_BLOCK_SIZE);
    if (this.slots.size >= total) {
      throw tooManyRequests('The language servers are all busy, please try again in a few minutes');
    }
    const mine = [...this.slots.values()].filter((uid) => uid === owner.uid).length;
    if (mine >= limits.sessionsPerUser) {
      throw tooManyRequests(
        `You may have ${limits.sessionsPerUser} language servers open at once: close another editor first`,
      );
    }
    const slot = this.freeSlot(total);
    this.slots.set(slot, owner.uid);
    try {
      const uid = this.uidBlock();
      const server = await startSandboxedServer(
        kind,
        { ...LANGUAGE_SERVER_SANDBOX, memoryMb: limits.memoryMb },
        uid === null ? null : uid.base + slot,
      );
      const id = randomUUID();
      const session = new LanguageServerSession(id, owner, kind, slot, server, eventsOf(id), () => {
        void this.end(id, EXITED_REASON);
      });
      this.sessions.set(id, session);
      return session;
    } catch (error) {
      this.slots.delete(slot);
      throw error;
    }
  }

  find(id: string): LanguageServerSession | undefined {
    return this.sessions.get(id);
  }

  /** The caller's session; another user's is refused, an ended one is null. */
  ownedBy(uid: string, id: string): LanguageServerSession | null {
    const session = this.sessions.get(id);
    if (!session) return null;
    if (session.owner.uid !== uid) throw forbidden('This language server session is not yours');
    return session;
  }

  /** Ends a session; with a reason, its socket is told why (the editor did not ask). */
  async end(id: string, reason?: string): Promise<void> {
    const session = this.sessions.get(id);
    if (!session) return;
    this.sessions.delete(id);
    try {
      await session.close();
    } catch (error) {
      this.logger.warn(`Ending a language server failed: ${String(error)}`);
    } finally {
      this.slots.delete(session.slot);
    }
    if (reason !== undefined) session.events.ended(reason);
  }

  /** Ends every session of a socket that closed. */
  async endSocket(socketId: string): Promise<void> {
    const ids = [...this.sessions.values()].filter((s) => s.owner.socketId === socketId).map((s) => s.id);
    await Promise.all(ids.map((id) => this.end(id)));
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.idleSweep);
    await Promise.all([...this.sessions.keys()].map((id) => this.end(id)));
    this.uids?.release();
  }

  private endIdle(): void {
    const now = Date.now();
    for (const session of this.sessions.values()) {
      if (now - session.lastHeardAt < IDLE_MS) continue;
      void this.end(session.id, IDLE_REASON);
    }
  }

  private freeSlot(total: number): number {
    let slot = 0;
    while (this.slots.has(slot) && slot < total) slot++;
    return slot;
  }

  /**
   * Root gives each session a uid of its own from a block no judge box or other API process on the
   * host holds (the process limit is per uid); without root every session runs as this process.
   */
  private uidBlock(): UidBlock | null {
    if (this.uids === undefined) {
      this.uids = process.getuid?.() === 0 ? claimUidBlock(process.pid % 1000) : null;
    }
    return this.uids;
  }
}
