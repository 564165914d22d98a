import { ApiProperty } from '@nestjs/swagger';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';

/** The newsletter sign-up of an address as the member's data export gives it (docs/product.md, "Your data"). */
export class NewsletterSignupRecord {
  @ApiProperty({ enum: ['pending', 'confirmed', 'unsubscribed', 'bounced'] }) status!: string;
  @ApiProperty({ format: 'date-time' }) signed_up_at!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) confirmed_at!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) unsubscribed_at!: string | null;
}

/** The newsletter sign-up of this address, or null. */
export class NewsletterSignupOfQuery {
  constructor(public readonly email: string) {}
}

@QueryHandler(NewsletterSignupOfQuery)
export class NewsletterSignupOfHandler implements IQueryHandler<NewsletterSignupOfQuery, NewsletterSignupRecord | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ email }: NewsletterSignupOfQuery): Promise<NewsletterSignupRecord | null> {
    const [row] = await this.em.fork().execute<Array<{ status: string; created_at: Date; confirmed_at: Date | null; unsubscribed_at: Date | null }>>(
      'select status, created_at, confirmed_at, unsubscribed_at from newsletter_subscribers where lower(email) = lower(?) order by id desc limit 1',
      [email],
    );
    const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
    return row ? { status: row.status, signed_up_at: iso(row.created_at)!, confirmed_at: iso(row.confirmed_at), unsubscribed_at: iso(row.unsubscribed_at) } : null;
  }
}

/** A newsletter mailed (or to be mailed) to the member's address, as their data export gives it. */
export class NewsletterDeliveryRecord {
  @ApiProperty({ description: 'The send it belongs to' }) send_id!: number;
  @ApiProperty({ enum: ['weekly', 'article'], description: 'The weekly digest or one article' }) kind!: string;
  @ApiProperty({ description: "The mail's subject" }) subject!: string;
  @ApiProperty({ enum: ['pending', 'sending', 'sent', 'failed', 'skipped'] }) status!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'When the mail server took it (null: not sent)' }) sent_at!: string | null;
}

/** A page of the deliveries to this address, oldest first (by id, after `afterId`). */
export class NewsletterDeliveriesOfQuery {
  constructor(public readonly email: string, public readonly afterId: number, public readonly limit: number) {}
}

/** A page of deliveries and where the next one starts (null: this was the last). */
export interface NewsletterDeliveriesPage {
  deliveries: NewsletterDeliveryRecord[];
  next: number | null;
}

@QueryHandler(NewsletterDeliveriesOfQuery)
export class NewsletterDeliveriesOfHandler implements IQueryHandler<NewsletterDeliveriesOfQuery, NewsletterDeliveriesPage> {
  constructor(private readonly em: EntityManager) {}

  async execute({ email, afterId, limit }: NewsletterDeliveriesOfQuery): Promise<NewsletterDeliveriesPage> {
    // By the address's sign-ups (an address signed up again has a new one), each through newsletter_deliveries_subscriber_index.
    const rows = await this.em.fork().execute<Array<{ id: string; send_id: number; kind: string; subject: string; status: string; sent_at: Date | null }>>(
      `select d.id, d.send_id, n.kind, n.subject, d.status, d.sent_at
         from newsletter_subscribers s
         join newsletter_deliveries d on d.subscriber_id = s.id and d.id > ?
         join newsletter_sends n on n.id = d.send_id
        where lower(s.email) = lower(?) order by d.id limit ?`,
      [afterId, email, limit],
    );
    const deliveries = rows.map(({ id: _id, ...row }) => ({ ...row, send_id: Number(row.send_id), sent_at: row.sent_at ? new Date(row.sent_at).toISOString() : null }));
    return { deliveries, next: rows.length === limit ? Number(rows.at(-1)!.id) : null };
  }
}
