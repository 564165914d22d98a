import { DomainEvent, EventType } from '../queue/domain-event.js';

/** A message to send, sealed (see infrastructure/crypto/sealed.ts). Relayed like every event; its job retries until the server takes it. */
@EventType('MailRequested', { attempts: 8 })
export class MailRequested extends DomainEvent<{ sealed: string }> {}
