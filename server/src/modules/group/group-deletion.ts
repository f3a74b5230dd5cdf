import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A module that keeps rows per group without owning groups (trainings) removes them here. */
export interface GroupDeletionHook {
  /** Runs inside the disbanding's transaction: throwing undoes the whole disbanding. */
  groupDeleted(manager: EntityManager, gid: number): Promise<void>;
}

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

  async run(manager: EntityManager, gid: number): Promise<void> {
    for (const hook of this.hooks) await hook.groupDeleted(manager, gid);
  }
}
