import { Migration } from '@mikro-orm/migrations';

/**
 * Two-step sign-in (auth's own table, modules/auth/two-factor.ts): an authenticator app's secret per account, pending
 * until the account proves it with a code (`confirmed_at`), the last time step accepted (a code is taken once), and
 * the recovery codes' SHA-256 (each taken once). The row goes with its account.
 */
export class Migration20261220000000_two_factor extends Migration {
  override up(): void {
    this.addSql(`create table two_factor_secrets (
      user_id integer primary key references users(id) on delete cascade,
      secret text not null,
      confirmed_at timestamptz,
      last_time_step bigint,
      recovery_hashes text[] not null default '{}',
      created_at timestamptz not null default now()
    )`);
  }

  override down(): void {
    this.addSql('drop table if exists two_factor_secrets');
  }
}
