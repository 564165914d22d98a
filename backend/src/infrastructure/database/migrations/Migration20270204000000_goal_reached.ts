import { Migration } from '@mikro-orm/migrations';

/**
 * `goals.reached_at`: when the member's entry first said the goal's event was done (the coach reply that congratulated
 * it, insights' goal-reached.ts). A later entry is reminded of that day instead of congratulated again, however long
 * ago it was (before, only an entry among the 30 days of entries a reply loads was remembered). Editing the goal's text
 * clears it: a new event.
 */
export class Migration20270204000000_goal_reached extends Migration {
  override up(): void {
    this.addSql('alter table goals add column if not exists reached_at timestamptz');
  }

  override down(): void {
    this.addSql('alter table goals drop column if exists reached_at');
  }
}
