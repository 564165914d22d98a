import { Injectable } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { keysetPage } from '../../infrastructure/database/keyset-page.js';
import type { ListCursor, ListPage } from '../../infrastructure/http/list-paging.js';
import { OnEvent } from '../../infrastructure/queue/domain-event.js';
import { AccountsByIdsQuery, type AccountCard } from '../auth/index.js';
import type { NewPremiumMemberView } from './billing-views.js';
import { SubscriptionStarted } from './events/subscription.events.js';
import type { Plan } from './premium-until.js';

/**
 * New Premium members for staff (the Users tab): each SubscriptionStarted is kept once in `premium_starts` (its event id),
 * with when it started and the plan and price it started on. Billing's own table, read by billing's own queries below.
 */
@Injectable()
export class PremiumStartsRecorder {
  constructor(private readonly em: EntityManager) {}

  @OnEvent(SubscriptionStarted)
  async handle(event: SubscriptionStarted): Promise<void> {
    const p = event.payload;
    // The subscription's row (gone with a deleted account: nothing to record) and the start, once per event.
    await this.em.fork().execute(
      `insert into premium_starts (event_id, user_id, subscription_id, plan, amount_pence, currency, started_at)
       select ?, s.user_id, s.id, ?, ?, ?, coalesce(?::timestamptz, now()) from subscriptions s where s.stripe_subscription_id = ?
       on conflict (event_id) do nothing`,
      [event.eventId, p.plan, p.amountPence, p.currency, p.startedAt ?? null, p.subscriptionId],
    );
  }
}

/** The window's condition on premium_starts `p`: its last `days` days. */
const within = (days: number) => ({ sql: `p.started_at > now() - make_interval(days => ?)`, params: [days] });

/** How many Premium starts the last 7 and the last 30 days hold (through the index on started_at). */
export async function newMemberCounts(em: EntityManager): Promise<{ new_7_days: number; new_30_days: number }> {
  const [row] = await em.execute<{ week: string; month: string }[]>(
    `select (select count(*) from premium_starts where started_at > now() - interval '7 days') as week,
            (select count(*) from premium_starts where started_at > now() - interval '30 days') as month`,
  );
  return { new_7_days: Number(row.week), new_30_days: Number(row.month) };
}

/** A page of the Premium starts of the last `days` days, newest first, with who started and the subscription now. */
export class NewPremiumMembersQuery {
  constructor(public readonly days: number, public readonly limit: number, public readonly before?: ListCursor) {}
}

interface StartRow {
  id: number;
  user_id: number;
  started_at: Date;
  plan: Plan;
  amount_pence: number;
  currency: string;
  status: string;
  cancel_at_period_end: boolean;
  refunded_at: Date | null;
}

@QueryHandler(NewPremiumMembersQuery)
export class NewPremiumMembersHandler implements IQueryHandler<NewPremiumMembersQuery, ListPage<NewPremiumMemberView>> {
  constructor(private readonly em: EntityManager, private readonly queries: QueryBus) {}

  async execute({ days, limit, before }: NewPremiumMembersQuery): Promise<ListPage<NewPremiumMemberView>> {
    const page = await keysetPage<StartRow, StartRow>(
      this.em.fork(),
      {
        select: 'p.id, p.user_id, p.started_at, p.plan, p.amount_pence, p.currency, s.status, s.cancel_at_period_end, s.refunded_at',
        from: 'from premium_starts p join subscriptions s on s.id = p.subscription_id',
        where: [within(days)],
        at: 'p.started_at',
        id: 'p.id',
        map: (row) => row,
      },
      limit,
      before,
    );
    // Who they are: auth's accounts, for this page only.
    const accounts = await this.queries.execute<AccountsByIdsQuery, Map<number, AccountCard>>(new AccountsByIdsQuery(page.items.map((row) => Number(row.user_id))));
    return {
      ...page,
      items: page.items.map((row) => {
        const account = accounts.get(Number(row.user_id));
        return {
          user_id: Number(row.user_id),
          name: account?.name ?? null,
          email: account?.email ?? '',
          started_at: new Date(row.started_at).toISOString(),
          plan: row.plan,
          amount_pence: row.amount_pence,
          currency: row.currency,
          status: row.status,
          cancel_at_period_end: row.cancel_at_period_end,
          refunded_at: row.refunded_at ? new Date(row.refunded_at).toISOString() : null,
        };
      }),
    };
  }
}
