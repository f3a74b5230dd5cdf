import type { EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';

/**
 * Deletes the rows matching `where` when there are any. On MariaDB a DELETE that matches nothing
 * still locks the index gap it looked in, and two transactions that each lock the same gap and then
 * insert into it deadlock (two admins creating problems at once, each replacing the rows of a new
 * problem); the plain read first takes no lock.
 */
export async function deleteExisting<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  where: FindOptionsWhere<T>,
): Promise<void> {
  if (await manager.existsBy(entity, where)) await manager.delete(entity, where);
}
