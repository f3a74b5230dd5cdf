import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A module that keeps rows per discussion without owning discussions (comments) removes them here. */
export interface DiscussionDeletionHook {
  /** Runs inside the deletion's transaction: throwing undoes the whole deletion. */
  discussionsDeleted(manager: EntityManager, dids: number[]): Promise<void>;
}

/**
 * Modules that import this one cannot be injected into it, so they register what they remove
 * when discussions are deleted; the deletion awaits every hook in its transaction.
 */
@Injectable()
export class DiscussionDeletionHooks {
  private readonly hooks: DiscussionDeletionHook[] = [];

  register(hook: DiscussionDeletionHook): void {
    this.hooks.push(hook);
  }

  async run(manager: EntityManager, dids: number[]): Promise<void> {
    for (const hook of this.hooks) await hook.discussionsDeleted(manager, dids);
  }
}
