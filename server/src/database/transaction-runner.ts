import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';

const DEADLOCK_RETRIES = 6;
/** A victim waits a little, longer each time and never the same as its rivals, before it runs again. */
const backoff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, attempt * (10 + Math.random() * 30)));

/** Per database: the tail of the chain of SQLite transactions waiting for the one connection. */
const sqliteQueues = new WeakMap<DataSource, Promise<unknown>>();

/**
 * Runs a unit of work in one transaction, the same way on both databases:
 * - SQLite (embedded) has one connection, so two transactions open at once would share it (the
 *   second BEGIN fails, or its statements land in the other's transaction). Work queues up here.
 * - MySQL/MariaDB may pick a transaction as a deadlock victim when rows are locked in different
 *   orders; the whole unit is rolled back, so it is run again after a short, random wait (run at
 *   once, the same rivals would meet again).
 */
@Injectable()
export class TransactionRunner {
  private readonly isSqlite: boolean;

  constructor(private readonly dataSource: DataSource) {
    this.isSqlite = dataSource.options.type === 'better-sqlite3' || dataSource.options.type === 'sqlite';
  }

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (!this.isSqlite) return this.withDeadlockRetry(work);
    const previous = sqliteQueues.get(this.dataSource) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.dataSource.transaction(work));
    sqliteQueues.set(this.dataSource, next);
    return next;
  }

  /** Locks a row for the rest of the transaction (SQLite needs none: its writers are queued). */
  lockMode(): { mode: 'pessimistic_write' } | undefined {
    return this.isSqlite ? undefined : { mode: 'pessimistic_write' };
  }

  private async withDeadlockRetry<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction(work);
      } catch (error) {
        if (attempt >= DEADLOCK_RETRIES || !isDeadlock(error)) throw error;
      }
      await backoff(attempt);
    }
  }
}

function isDeadlock(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  return (error.driverError as { code?: string } | undefined)?.code === 'ER_LOCK_DEADLOCK';
}
