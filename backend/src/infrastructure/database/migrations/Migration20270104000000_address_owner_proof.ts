import { Migration } from '@mikro-orm/migrations';

/**
 * `users.email_owner_proved_at`: when the account's holder last proved, themselves, that its present address is theirs
 * (the code mailed while turning two-step sign-in on, a reset link's new password, an accepted invitation). An
 * address-change link does not prove it (someone reading the new address clicked, perhaps tricked) and clears it. A
 * password reset keeps two-step sign-in on only when it is set (docs/product.md, "Two-step sign-in").
 *
 * Existing accounts: an address proved (`email_verified_at`) counts, as it did for two-step sign-in until now, unless
 * it came by an address-change link still on record (kept 30 days) with no reset, code or invitation after it. Accounts
 * that turned two-step sign-in on before a proof was asked, on an address never proved, stay unproved: their next reset
 * turns it off. (The backfill is exported for its test, test/api/two-factor-address.test.ts.)
 */
export const OWNER_PROOF_BACKFILL = `update users u set email_owner_proved_at = u.email_verified_at
  where u.email_verified_at is not null
    and not exists (
      select 1 from email_tokens c
       where c.user_id = u.id and c.purpose = 'change-email' and c.used_at is not null and c.email = u.email
         and not exists (
           select 1 from email_tokens p
            where p.user_id = u.id and p.purpose in ('reset-password', 'verify-email') and p.email = u.email and p.used_at > c.used_at)
         and not exists (select 1 from staff_invitations i where i.accepted_by = u.id and i.accepted_at > c.used_at))`;

export class Migration20270104000000_address_owner_proof extends Migration {
  override up(): void {
    this.addSql('alter table users add column email_owner_proved_at timestamptz null');
    this.addSql(OWNER_PROOF_BACKFILL);
  }

  override down(): void {
    this.addSql('alter table users drop column if exists email_owner_proved_at');
  }
}
