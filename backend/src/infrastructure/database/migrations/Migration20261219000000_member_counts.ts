import { Migration } from '@mikro-orm/migrations';

/** Who the Users figures count: members (not staff), without the reserved `.invalid` accounts (users.queries.ts). */
const MEMBER = `role = 'member' and email not ilike '%.invalid'`;

/**
 * The Users tab's figures at any number of members: member_counts keeps how many members are premium and how many are
 * not, by statement triggers on users (auth's own table), so the tiles read two rows instead of counting every account
 * on each visit. An update that changes no member's plan or standing (a sign-in, a name) writes nothing.
 */
export class Migration20261219000000_member_counts extends Migration {
  override up(): void {
    this.addSql(`create table member_counts (premium boolean primary key, n integer not null default 0)`);
    this.addSql(`insert into member_counts (premium, n) select is_premium, count(*) from users where ${MEMBER} group by 1`);
    this.addSql(`create or replace function member_counts_apply() returns trigger language plpgsql as $fn$
      begin
        if tg_op = 'INSERT' then
          insert into member_counts (premium, n)
            select is_premium, count(*) from new_rows where ${MEMBER} group by 1 order by 1
          on conflict (premium) do update set n = member_counts.n + excluded.n;
        elsif tg_op = 'DELETE' then
          insert into member_counts (premium, n)
            select is_premium, -count(*) from old_rows where ${MEMBER} group by 1 order by 1
          on conflict (premium) do update set n = member_counts.n + excluded.n;
        else
          insert into member_counts (premium, n)
            select premium, sum(n) from (
              select is_premium as premium, -1 as n from old_rows where ${MEMBER}
              union all
              select is_premium, 1 from new_rows where ${MEMBER}
            ) changes group by 1 having sum(n) <> 0 order by 1
          on conflict (premium) do update set n = member_counts.n + excluded.n;
        end if;
        return null;
      end
      $fn$`);
    this.addSql(`create trigger member_counts_insert after insert on users
      referencing new table as new_rows for each statement execute function member_counts_apply()`);
    this.addSql(`create trigger member_counts_update after update on users
      referencing old table as old_rows new table as new_rows for each statement execute function member_counts_apply()`);
    this.addSql(`create trigger member_counts_delete after delete on users
      referencing old table as old_rows for each statement execute function member_counts_apply()`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists member_counts_insert on users`);
    this.addSql(`drop trigger if exists member_counts_update on users`);
    this.addSql(`drop trigger if exists member_counts_delete on users`);
    this.addSql(`drop function if exists member_counts_apply()`);
    this.addSql(`drop table if exists member_counts`);
  }
}
