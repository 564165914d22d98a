import { Migration } from '@mikro-orm/migrations';

/**
 * The Users tab counts and filters premium *now* (auth/user-view.ts PREMIUM_NOW_SQL), not the stored flag: a member
 * whose paid period or grace ran out is premium no more, though no event came (auth/queries/users.queries.ts
 * PREMIUM_MEMBERS_SQL). The partial index users_premium_members holds the members with the flag set, by premium_until,
 * so the count is two index range scans over the members premium now. Accounts whose premium_until has passed get
 * the flag cleared (as SetPremiumUntil now writes it), which keeps the index to members premium now, or lately.
 */
export class Migration20270103200000_premium_members extends Migration {
  override up(): void {
    this.addSql(`update users set is_premium = false where is_premium and premium_until <= now()`);
    this.addSql(`create index users_premium_members on users (premium_until) where is_premium and role = 'member' and email not ilike '%.invalid'`);
  }

  override down(): void {
    this.addSql('drop index if exists users_premium_members');
  }
}
