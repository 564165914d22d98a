import type { EntityManager } from '@mikro-orm/postgresql';

/** A table's references to rows that can be replaced by new ones, each owner holding at most one reference to a row. */
export interface ReferenceColumn {
  table: string;
  /** The column that refers to the replaced row. */
  column: string;
  /** The column of the reference's owner (the member of a saved report, the reply of a recommendation). */
  owner: string;
}

/**
 * Moves the references from row `fromId` to row `toId` in one transaction: an owner that already refers to `toId` keeps
 * that reference, and the references still on `fromId` are then deleted. Running twice finds nothing left to move.
 */
export async function repointReferences(em: EntityManager, { table, column, owner }: ReferenceColumn, fromId: number, toId: number): Promise<void> {
  await em.fork().transactional(async (tx) => {
    await tx.execute(
      `update ${table} s set ${column} = ? where s.${column} = ?
         and not exists (select 1 from ${table} t where t.${owner} = s.${owner} and t.${column} = ?)`,
      [toId, fromId, toId],
    );
    await tx.execute(`delete from ${table} where ${column} = ?`, [fromId]);
  });
}
