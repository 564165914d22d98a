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
