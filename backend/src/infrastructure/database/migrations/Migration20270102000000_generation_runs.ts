import { Migration } from '@mikro-orm/migrations';

/**
 * The item each generation run stored (content/generation-runs.ts), written with the item: a generation job run again
 * after it stored answers that item instead of storing a second one. Kept 48 hours (the retention run).
 */
export class Migration20270102000000_generation_runs extends Migration {
  override up(): void {
    this.addSql(`create table if not exists generation_runs (
      run_key text primary key,
      item_id integer not null,
      stored_at timestamptz not null default now()
    )`);
    this.addSql(`create index if not exists generation_runs_stored_at_index on generation_runs (stored_at)`);
  }

  override down(): void {
    this.addSql(`drop table if exists generation_runs`);
  }
}
