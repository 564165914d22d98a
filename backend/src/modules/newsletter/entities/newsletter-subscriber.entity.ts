import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A newsletter address: pending until its confirmation link is opened. Only the link token's hash is kept. */
export const NewsletterSubscriberSchema = defineEntity({
  name: 'NewsletterSubscriber',
  tableName: 'newsletter_subscribers',
  properties: {
    id: p.integer().primary().autoincrement(),
    email: p.string(),
    status: p.string().default('pending').$type<'pending' | 'confirmed' | 'unsubscribed' | 'bounced'>(),
    token_hash: p.string().nullable(),
    token_expires_at: p.datetime().nullable(),
    created_at: p.datetime().onCreate(() => new Date()),
    confirmed_at: p.datetime().nullable(),
    unsubscribed_at: p.datetime().nullable(),
    /** When the mail server refused the address for good; the sign-up is deleted BOUNCED_KEPT_DAYS later. */
    bounced_at: p.datetime().nullable(),
  },
});
export type NewsletterSubscriber = InferEntity<typeof NewsletterSubscriberSchema>;
