import { Migration } from '@mikro-orm/migrations';

/**
 * Settings of the infrastructure, one row a name. `database_id`: this database's identity, a random value made here
 * and made again by `npm run db:restore` (a restored copy is another database: its id sequences restart). Redis keeps
 * what it holds for one database (`<QUEUE_PREFIX>:database-id`): Bull job ids carry it, and the public cache is
 * dropped when a process finds Redis serving another (docs/operations.md, "Backups").
 */
export class Migration20261229000000_database_identity extends Migration {
  override up(): void {
    this.addSql('create table infrastructure_settings (name text primary key, value text not null)');
    this.addSql(`insert into infrastructure_settings (name, value) values ('database_id', left(replace(gen_random_uuid()::text, '-', ''), 16))`);
  }

  override down(): void {
    this.addSql('drop table if exists infrastructure_settings');
  }
}
