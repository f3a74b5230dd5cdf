import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A module that keeps rows per problem without owning problems (submissions) removes them here. */
export interface ProblemDeletionHook {
  /** Runs inside the deletion's transaction: throwing undoes the whole deletion. */
  problemDeleted(manager: EntityManager, pid: number): Promise<void>;
}

/**
 * Modules that import this one cannot be injected into it, so they register what they remove
 * when a problem is deleted; the deletion awaits every hook in its transaction (all or nothing).
 */
@Injectable()
export class ProblemDeletionHooks {
  private readonly hooks: ProblemDeletionHook[] = [];

  register(hook: ProblemDeletionHook): void {
    this.hooks.push(hook);
  }

  async run(manager: EntityManager, pid: number): Promise<void> {
    for (const hook of this.hooks) await hook.problemDeleted(manager, pid);
  }
}
