import { DomainEvent, EventType, type Subject } from '../queue/domain-event.js';

/**
 * A message to send, sealed (see infrastructure/crypto/sealed.ts). Relayed like every event; its job retries until the
 * server takes it: 16 tries, 1 s, 2 s, 4 s ... apart (the queues' exponential backoff), about 9 hours in all, so an
 * SMTP server down for an afternoon delays the mail instead of losing it. It is about its recipient's address and the
 * accounts the sender named (`people`, given when it is sent; a revived event has none, they are only written).
 */
@EventType('MailRequested', { attempts: 16 })
export class MailRequested extends DomainEvent<{ sealed: string }> {
  constructor(payload: { sealed: string }, eventId = 0, private readonly people: Subject[] = []) {
    super(payload, eventId);
  }

  override about(): Subject[] {
    return this.people;
  }
}
