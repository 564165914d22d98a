import { Migration } from '@mikro-orm/migrations';

/**
 * API keys (issue 13): only the SHA-256 of each key is stored, with a short prefix to recognise it in the list.
 * A key acts for the admin who created it and goes with that account. audit_log names the key a change was made with.
 */
export class Migration20261201000000_api_keys extends Migration {
  override up(): void {
    this.addSql(`create table api_keys (
      id serial primary key,
      name varchar(100) not null,
      scope varchar(10) not null check (scope in ('content', 'staff')),
      key_hash char(64) not null unique,
      key_prefix varchar(32) not null,
      created_by int not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      last_used_at timestamptz null,
      revoked_at timestamptz null,
      revoked_by int null references users (id) on delete set null
    )`);
    this.addSql(`create index api_keys_created_at_index on api_keys (created_at desc, id desc)`);
    this.addSql(`alter table audit_log add column api_key_id int null`);
  }

  override down(): void {
    this.addSql(`alter table audit_log drop column if exists api_key_id`);
    this.addSql(`drop table if exists api_keys`);
  }
}
