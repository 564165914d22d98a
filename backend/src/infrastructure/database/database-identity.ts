import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';

/** Sixteen hex digits: what `database_id` holds (Migration20261229000000_database_identity, scripts/db-restore.mjs). */
export const DATABASE_ID = /^[0-9a-f]{16}$/;

/**
 * This database's identity (`infrastructure_settings.database_id`): a random value made by the migration and made
 * again by a restore. What Redis holds for a database is bound to it (Bull job ids, `<QUEUE_PREFIX>:database-id`), so
 * a restored copy, whose id sequences restart, is never taken for the database Redis knew. Read once, on first use
 * (after the migrations).
 */
@Injectable()
export class DatabaseIdentity {
  private loaded?: Promise<string>;

  constructor(private readonly orm: MikroORM) {}

  id(): Promise<string> {
    if (!this.loaded) {
      const loading = this.orm.em
        .fork()
        .getConnection()
        .execute<{ value: string }[]>(`select value from infrastructure_settings where name = 'database_id'`)
        .then(([row]) => {
          if (!row) throw new Error('infrastructure_settings holds no database_id');
          return row.value;
        });
      loading.catch(() => {
        if (this.loaded === loading) this.loaded = undefined; // read again next time (the database was away)
      });
      this.loaded = loading;
    }
    return this.loaded;
  }
}
