import { Migration } from '@mikro-orm/migrations';

/** Failed sign-ins per client and address, shared by every API process (keys are hashed). */
export class Migration20261125000000_login_failures extends Migration {
  override up(): void {
    this.addSql(`create table login_failures (
      key varchar(64) primary key,
      count int not null,
      reset_at timestamptz not null
    )`);
    this.addSql(`create index login_failures_reset_at_index on login_failures (reset_at)`);
  }

  override down(): void {
    this.addSql('drop table if exists login_failures');
  }
}
