import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A module that keeps rows per group without owning groups (trainings) removes them here. */
export interface GroupDeletionHook {
  /**
   * Runs inside the disbanding's transaction: throwing undoes the whole disbanding. It may return
   * what is to be done once the disbanding has committed (files on disk, which no rollback restores).
   */
  groupDeleted(manager: EntityManager, gid: number): Promise<void | AfterGroupDeleted>;
}

export type AfterGroupDeleted = () => Promise<void>;

/**
 * Modules that import the group module cannot be injected into it, so they register what they
 * remove when a group is disbanded; the disbanding awaits every hook in its transaction.
 */
@Injectable()
export class GroupDeletionHooks {
  private readonly hooks: GroupDeletionHook[] = [];

  register(hook: GroupDeletionHook): void {
    this.hooks.push(hook);
  }

  /** Runs every hook; the answer runs what they left for after the commit. */
  async run(manager: EntityManager, gid: number): Promise<AfterGroupDeleted> {
    const after: AfterGroupDeleted[] = [];
    for (const hook of this.hooks) {
      const then = await hook.groupDeleted(manager, gid);
      if (then) after.push(then);
    }
    return async () => {
      for (const then of after) await then();
    };
  }
}
