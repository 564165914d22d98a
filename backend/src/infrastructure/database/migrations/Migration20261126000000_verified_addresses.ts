import { Migration } from '@mikro-orm/migrations';

/**
 * Verified addresses (a staff role needs one), single-use e-mail tokens (verification and password reset,
 * stored only as SHA-256 hashes), one counter table for every rate limit (sign-in failures, registrations,
 * resends, reset requests) and the running-generation slots of each editor.
 */
export class Migration20261126000000_verified_addresses extends Migration {
  override up(): void {
    this.addSql(`alter table users add column email_verified_at timestamptz null`);
    this.addSql(`create table email_tokens (
      id serial primary key,
      user_id int not null references users (id) on delete cascade,
      purpose varchar(20) not null check (purpose in ('verify-email', 'reset-password')),
      token_hash varchar(64) not null unique,
      email varchar(255) not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz null
    )`);
    this.addSql(`create index email_tokens_user_purpose_index on email_tokens (user_id, purpose)`);
    this.addSql(`alter table login_failures rename to rate_limits`);
    this.addSql(`alter index login_failures_reset_at_index rename to rate_limits_reset_at_index`);
    this.addSql(`alter index login_failures_pkey rename to rate_limits_pkey`);
    this.addSql(`create table generation_slots (
      slot_id uuid primary key,
      user_id int not null references users (id) on delete cascade,
      expires_at timestamptz not null
    )`);
    this.addSql(`create index generation_slots_user_index on generation_slots (user_id, expires_at)`);
  }

  override down(): void {
    this.addSql('drop table if exists generation_slots');
    this.addSql('alter table rate_limits rename to login_failures');
    this.addSql('drop table if exists email_tokens');
    this.addSql('alter table users drop column if exists email_verified_at');
  }
}
