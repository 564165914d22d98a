import { Migration } from '@mikro-orm/migrations';

/**
 * What is kept about people, and for how long (docs/operations.md, "What is kept, and for how long"):
 * - `outbox_events.subjects`: keyed hashes of the people a row is about (written by the outbox from the publisher's
 *   word), so account deletion and a newsletter erase find their rows without reading payloads; the dispatched rows
 *   are deleted after a week (by dispatched_at).
 * - `email_tokens` and `sessions` are deleted by expiry (indexes for the retention run).
 * - `newsletter_suppressions`: what is kept of an address unsubscribed for 30 days (a keyed hash, and when).
 * - audit rows that still name an address (older rows) are found by it on account deletion (expression indexes).
 * - `staff_invitations.email` may be null: an accepted invitation of a deleted account keeps only a keyed hash of the
 *   address (`email_hash`), so the settings' invitations still recognise it and invite it no more.
 */
export class Migration20261230000000_retention extends Migration {
  override up(): void {
    this.addSql(`alter table outbox_events add column subjects text[] not null default '{}'`);
    this.addSql(`create index outbox_events_subjects_index on outbox_events using gin (subjects)`);
    this.addSql(`create index outbox_events_dispatched_index on outbox_events (dispatched_at) where dispatched_at is not null`);
    this.addSql(`create index email_tokens_expires_index on email_tokens (expires_at)`);
    this.addSql(`create index newsletter_subscribers_unconfirmed_index on newsletter_subscribers (token_expires_at) where status = 'pending'`);
    this.addSql(`create index newsletter_subscribers_unsubscribed_index on newsletter_subscribers (unsubscribed_at) where status = 'unsubscribed'`);
    this.addSql(`create table newsletter_suppressions (
      address_hash char(64) primary key,
      unsubscribed_at timestamptz not null
    )`);
    this.addSql(`alter table staff_invitations alter column email drop not null`);
    this.addSql(`alter table staff_invitations add column email_hash char(64) null`);
    this.addSql(`create index staff_invitations_email_hash_index on staff_invitations (email_hash) where email_hash is not null`);
    // Account deletion finds the audit rows that still name the address (rows written before details named ids only).
    this.addSql(`create index audit_log_email_index on audit_log (lower(details->>'email'))`);
    this.addSql(`create index audit_log_to_index on audit_log (lower(details->>'to'))`);
  }

  override down(): void {
    this.addSql(`drop index if exists audit_log_to_index`);
    this.addSql(`drop index if exists audit_log_email_index`);
    this.addSql(`drop index if exists staff_invitations_email_hash_index`);
    this.addSql(`alter table staff_invitations drop column if exists email_hash`);
    this.addSql(`delete from staff_invitations where email is null`);
    this.addSql(`alter table staff_invitations alter column email set not null`);
    this.addSql(`drop table if exists newsletter_suppressions`);
    this.addSql(`drop index if exists newsletter_subscribers_unsubscribed_index`);
    this.addSql(`drop index if exists newsletter_subscribers_unconfirmed_index`);
    this.addSql(`drop index if exists email_tokens_expires_index`);
    this.addSql(`drop index if exists outbox_events_dispatched_index`);
    this.addSql(`drop index if exists outbox_events_subjects_index`);
    this.addSql(`alter table outbox_events drop column if exists subjects`);
  }
}
