import { Migration } from '@mikro-orm/migrations';

/**
 * Staff invitations (issue 18). A staff role is now stored on the account (users.role) and granted only by opening an
 * invitation link, which sets the password and ends every other session of the account; the settings no longer give
 * roles by address, so accounts of listed addresses start as members and are invited again at the next start.
 * password_changed_at lets API keys made before a password change stop working. API keys get an expiry, a reason
 * when revoked, and outlive the account that made them (no foreign key) so their revocation stays on record.
 */
export class Migration20261202000000_staff_invitations extends Migration {
  override up(): void {
    this.addSql(`alter table users add column role varchar(10) not null default 'member' check (role in ('member', 'editor', 'admin'))`);
    this.addSql(`alter table users add column password_changed_at timestamptz null`);
    this.addSql(`create table staff_invitations (
      id serial primary key,
      email varchar(255) not null,
      role varchar(10) not null check (role in ('editor', 'admin')),
      token_hash char(64) not null unique,
      invited_by int null,
      created_at timestamptz not null default now(),
      sent_at timestamptz not null default now(),
      expires_at timestamptz not null,
      accepted_at timestamptz null,
      accepted_by int null,
      revoked_at timestamptz null,
      revoked_by int null
    )`);
    this.addSql(`create unique index staff_invitations_one_open_per_address on staff_invitations (email) where accepted_at is null and revoked_at is null`);
    this.addSql(`create index staff_invitations_created_index on staff_invitations (created_at desc, id desc)`);
    this.addSql(`delete from email_tokens where purpose = 'verify-email'`);
    this.addSql(`alter table api_keys drop constraint if exists api_keys_created_by_fkey`);
    this.addSql(`alter table api_keys add column expires_at timestamptz null`);
    this.addSql(`update api_keys set expires_at = now() + interval '90 days'`);
    this.addSql(`alter table api_keys alter column expires_at set not null`);
    this.addSql(`alter table api_keys add column revoked_reason varchar(20) null`);
    this.addSql(`create index api_keys_created_by_index on api_keys (created_by) where revoked_at is null`);
  }

  override down(): void {
    this.addSql(`drop index if exists api_keys_created_by_index`);
    this.addSql(`alter table api_keys drop column if exists revoked_reason`);
    this.addSql(`alter table api_keys drop column if exists expires_at`);
    this.addSql(`delete from api_keys where created_by not in (select id from users)`);
    this.addSql(`alter table api_keys add constraint api_keys_created_by_fkey foreign key (created_by) references users (id) on delete cascade`);
    this.addSql(`drop table if exists staff_invitations`);
    this.addSql(`alter table users drop column if exists password_changed_at`);
    this.addSql(`alter table users drop column if exists role`);
  }
}
