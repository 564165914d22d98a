import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { writePendingAudit } from '../audit/audited.js';
import type { DomainEvent } from './domain-event.js';
import { OutboxEventSchema } from './outbox-event.entity.js';
import { OutboxRelay } from './outbox-relay.js';

export type Publish = (event: DomainEvent) => void;

/**
 * The one way to change state: run the work in a transaction and record its domain events in the outbox table of
 * the same transaction (and, for an @Audited command, its audit row); after the commit the relay is woken to hand
 * the events to the queue.
 */
@Injectable()
export class Outbox {
  constructor(private readonly em: EntityManager, private readonly relay: OutboxRelay) {}

  async transactional<T>(work: (em: EntityManager, publish: Publish) => Promise<T>): Promise<T> {
    let recorded = 0;
    const result = await this.em.fork().transactional(async (em) => {
      const publish: Publish = (event) => {
        em.create(OutboxEventSchema, { type: event.type, payload: event.payload as Record<string, unknown> });
        recorded += 1;
      };
      const value = await work(em, publish);
      writePendingAudit(em, value);
      return value;
    });
    if (recorded) this.relay.kick();
    return result;
  }
}
