import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { beforeCursor, cursorAt, likeWords, pageOf, type ListCursor, type ListPage } from '../../../infrastructure/http/list-paging.js';
import type { NewsletterSendView, SubscriberCountsView, SubscriberStatus, SubscriberView } from '../dto/newsletter.dto.js';
import { countUpTo } from '../../../infrastructure/database/keyset-page.js';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export class ListSendsQuery {
  constructor(public readonly limit: number, public readonly before?: ListCursor) {}
}

/** The sends, newest first, each with its delivery counts (newsletter_send_counts: a few rows a send, whatever the list size). */
@QueryHandler(ListSendsQuery)
export class ListSendsHandler implements IQueryHandler<ListSendsQuery, ListPage<NewsletterSendView>> {
  constructor(private readonly em: EntityManager) {}

  async execute({ limit, before }: ListSendsQuery): Promise<ListPage<NewsletterSendView>> {
    const cursor = beforeCursor('s.created_at', 's.id', before);
    const rows = await this.em.fork().execute<Array<Record<string, unknown> & { cursor_at: string; id: number }>>(
      `select s.id, s.kind, s.subject, s.article_id, s.status, s.created_at, s.finished_at, s.recipients, s.paused_at, s.paused_reason, s.failure, ${cursorAt('s.created_at')} as cursor_at,
              coalesce(c.sent, 0)::int as sent, coalesce(c.failed, 0)::int as failed, coalesce(c.skipped, 0)::int as skipped, coalesce(c.pending, 0)::int as pending
         from newsletter_sends s
         left join lateral (
           select sum(c.n) filter (where c.status = 'sent') as sent, sum(c.n) filter (where c.status = 'failed') as failed,
                  sum(c.n) filter (where c.status = 'skipped') as skipped, sum(c.n) filter (where c.status in ('pending', 'sending')) as pending
             from newsletter_send_counts c where c.send_id = s.id) c on true
        ${cursor ? `where ${cursor.sql}` : ''}
        order by s.created_at desc, s.id desc limit ?`,
      [...(cursor?.params ?? []), limit + 1],
    );
    const page = pageOf(
      rows,
      limit,
      (r) =>
        ({
          id: r.id,
          kind: r.kind,
          subject: r.subject,
          article_id: r.article_id,
          status: r.status,
          created_at: iso(r.created_at as Date)!,
          finished_at: iso(r.finished_at as Date | null),
          recipients: r.recipients,
          sent: r.sent,
          failed: r.failed,
          skipped: r.skipped,
          pending: r.pending,
          paused_at: iso(r.paused_at as Date | null),
          paused_reason: (r.paused_reason as string | null) ?? null,
          failure: (r.failure as string | null) ?? null,
        }) as NewsletterSendView,
      null,
    );
    return before ? page : { ...page, ...(await countUpTo(this.em.fork(), 'from newsletter_sends', [])) };
  }
}

export class ListSubscribersQuery {
  constructor(public readonly limit: number, public readonly before: ListCursor | undefined, public readonly q: string, public readonly status?: SubscriberStatus) {}
}

/** Subscribers, newest first, by status and address words (ILIKE), paged on (created_at, id). */
@QueryHandler(ListSubscribersQuery)
export class ListSubscribersHandler implements IQueryHandler<ListSubscribersQuery, ListPage<SubscriberView>> {
  constructor(private readonly em: EntityManager) {}

  async execute({ limit, before, q, status }: ListSubscribersQuery): Promise<ListPage<SubscriberView>> {
    const filters: string[] = [];
    const params: unknown[] = [];
    if (status) filters.push('status = ?') && params.push(status);
    for (const word of likeWords(q)) filters.push('email ilike ?') && params.push(word);
    const cursor = beforeCursor('created_at', 'id', before);
    const where = (extra: typeof cursor) => [...filters, ...(extra ? [extra.sql] : [])];
    const clause = (parts: string[]) => (parts.length ? `where ${parts.join(' and ')}` : '');
    const rows = await this.em.fork().execute<Array<SubscriberView & { cursor_at: string }>>(
      `select id, email, status, created_at, confirmed_at, unsubscribed_at, ${cursorAt('created_at')} as cursor_at
         from newsletter_subscribers ${clause(where(cursor))} order by created_at desc, id desc limit ?`,
      [...params, ...(cursor?.params ?? []), limit + 1],
    );
    const page = pageOf(
      rows,
      limit,
      (r) => ({ id: r.id, email: r.email, status: r.status, created_at: iso(r.created_at)!, confirmed_at: iso(r.confirmed_at), unsubscribed_at: iso(r.unsubscribed_at) }),
      null,
    );
    return before ? page : { ...page, ...(await countUpTo(this.em.fork(), `from newsletter_subscribers ${clause(filters)}`, params)) };
  }
}

/** How many sign-ups are in each status (one grouped count; no addresses). */
export class SubscriberCountsQuery {}

@QueryHandler(SubscriberCountsQuery)
export class SubscriberCountsHandler implements IQueryHandler<SubscriberCountsQuery, SubscriberCountsView> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<SubscriberCountsView> {
    // Kept by triggers on the sign-ups and the suppressions (Migration20270105900900_subscriber_counts): a few rows,
    // however many sign-ups there are.
    const rows = await this.em.fork().execute<Array<{ status: SubscriberStatus | 'suppressed'; n: number }>>('select status, n from newsletter_subscriber_counts');
    const counts: SubscriberCountsView = { confirmed: 0, pending: 0, unsubscribed: 0, bounced: 0 };
    // Addresses unsubscribed long enough ago to be kept as a hash only (newsletter_suppressions) still count.
    for (const row of rows) counts[row.status === 'suppressed' ? 'unsubscribed' : row.status] += Number(row.n);
    return counts;
  }
}
