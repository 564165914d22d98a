import { Migration } from '@mikro-orm/migrations';

/**
 * What advertisers are told: each ad's viewable impressions and clicks, one row per ad and UTC day (nothing about the
 * reader). An ad's rows go with it (on delete cascade): the Ads tab says so before a delete, and its CSV report is
 * the record to keep.
 */
export class Migration20270101000000_ad_daily_stats extends Migration {
  override up(): void {
    this.addSql(`create table ad_daily_stats (
      ad_id int not null references ads (id) on delete cascade,
      day date not null,
      impressions int not null default 0 check (impressions >= 0),
      clicks int not null default 0 check (clicks >= 0),
      primary key (ad_id, day)
    )`);
  }

  override down(): void {
    this.addSql(`drop table if exists ad_daily_stats`);
  }
}
