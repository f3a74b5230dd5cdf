import type { GroupEntity } from './group.entity';

/**
 * A group's row as the group module hands it out (`GroupMembership`): other modules read its fields
 * and change it only through the group module's methods.
 */
export type GroupRow = GroupEntity;
