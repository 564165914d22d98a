import { Migration } from '@mikro-orm/migrations';

/** A subscription being paid for, and what it brings in a month (an annual plan counts a twelfth). */
const PAYING = `status in ('active', 'past_due')`;
const MONTHLY = `case when plan = 'annual' then round(amount_pence / 12.0) else amount_pence end`;

/**
 * The Users tab's subscription figures at any number of subscribers (billing's own tables): `billing_totals` keeps the
 * paying subscriptions and the monthly recurring revenue, moved by statement triggers on subscriptions, so the tiles
 * read one row instead of every subscription on each visit; the month's new and cancelled ones are counted through
 * indexes on their dates (what a month holds, not what the years hold).
 */
export class Migration20261221000000_billing_totals extends Migration {
  override up(): void {
    this.addSql(`create table billing_totals (
      id boolean primary key default true check (id),
      paying integer not null default 0,
      mrr_pence bigint not null default 0)`);
    this.addSql(`insert into billing_totals (paying, mrr_pence)
      select count(*), coalesce(sum(${MONTHLY}), 0) from subscriptions where ${PAYING}`);
    this.addSql(`create or replace function billing_totals_apply() returns trigger language plpgsql as $fn$
      declare
        d_paying integer := 0;
        d_mrr bigint := 0;
        n integer;
        m bigint;
      begin
        if tg_op in ('INSERT', 'UPDATE') then
          select count(*), coalesce(sum(${MONTHLY}), 0) into n, m from new_rows where ${PAYING};
          d_paying := d_paying + n; d_mrr := d_mrr + m;
        end if;
        if tg_op in ('UPDATE', 'DELETE') then
          select count(*), coalesce(sum(${MONTHLY}), 0) into n, m from old_rows where ${PAYING};
          d_paying := d_paying - n; d_mrr := d_mrr - m;
        end if;
        if d_paying <> 0 or d_mrr <> 0 then
          update billing_totals set paying = paying + d_paying, mrr_pence = mrr_pence + d_mrr;
        end if;
        return null;
      end
      $fn$`);
    this.addSql(`create trigger billing_totals_insert after insert on subscriptions
      referencing new table as new_rows for each statement execute function billing_totals_apply()`);
    this.addSql(`create trigger billing_totals_update after update on subscriptions
      referencing old table as old_rows new table as new_rows for each statement execute function billing_totals_apply()`);
    this.addSql(`create trigger billing_totals_delete after delete on subscriptions
      referencing old table as old_rows for each statement execute function billing_totals_apply()`);
    this.addSql('create index subscriptions_started_index on subscriptions (started_at)');
    this.addSql('create index subscriptions_ended_index on subscriptions (ended_at) where ended_at is not null');
    this.addSql('create index subscriptions_cancelling_index on subscriptions (updated_at) where cancel_at_period_end and ended_at is null');
  }

  override down(): void {
    this.addSql('drop index if exists subscriptions_started_index');
    this.addSql('drop index if exists subscriptions_ended_index');
    this.addSql('drop index if exists subscriptions_cancelling_index');
    this.addSql('drop trigger if exists billing_totals_insert on subscriptions');
    this.addSql('drop trigger if exists billing_totals_update on subscriptions');
    this.addSql('drop trigger if exists billing_totals_delete on subscriptions');
    this.addSql('drop function if exists billing_totals_apply()');
    this.addSql('drop table if exists billing_totals');
  }
}
