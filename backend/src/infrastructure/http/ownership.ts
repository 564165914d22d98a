import { NotFoundException } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityName, FilterQuery } from '@mikro-orm/core';

/**
 * Object-level access for members' rows (like immich's requireAccess): the row matching `where` that belongs
 * to `userId`, or 404 with `notFound`. Another member's row is indistinguishable from a missing one.
 */
export async function requireOwned<E extends object>(
  em: EntityManager,
  entity: EntityName<E>,
  userId: number,
  where: Record<string, unknown>,
  notFound: string,
): Promise<E> {
  const row = await em.findOne<E>(entity, { ...where, user_id: userId } as FilterQuery<NoInfer<E>>);
  if (!row) throw new NotFoundException(notFound);
  return row as E;
}
