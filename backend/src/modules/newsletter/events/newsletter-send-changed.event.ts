import { DomainEvent, EventType } from '../../../infrastructure/queue/domain-event.js';

/** 'reached': the send's first mail was accepted (its web copy is public from now on); 'sent': the send is over. */
export type NewsletterSendChange = 'reached' | 'sent';

/** A send joined the newsletter archive or finished (the archive's public list may change). Names nobody. */
@EventType('NewsletterSendChanged')
export class NewsletterSendChanged extends DomainEvent<{ sendId: number; change: NewsletterSendChange }> {}
