import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../config/app-config.js';
import { writePendingAudit } from '../audit/audited.js';
import { keyedHash } from '../crypto/keyed-hash.js';
import type { DomainEvent, Subject } from './domain-event.js';
import { OutboxEventSchema } from './outbox-event.entity.js';
import { OutboxRelay, type ForgottenRow } from './outbox-relay.js';

export type Publish = (event: DomainEvent) => void;
/**
 * Deletes, in the transaction, every outbox row about any of these people (sent or not: nothing unsent goes out to
 * them); after the commit their jobs are taken out of the queues. Answers how many rows went. A scoped address
 * (`{ email, scope }`) finds only the rows published about it with that scope; a plain one finds every row about the
 * address, scoped or not.
 */
export type Forget = (people: Subject[]) => Promise<number>;

function subjectName(p: Subject): string {
  if ('userId' in p) return `user:${p.userId}`;
  const email = `email:${p.email.trim().toLowerCase()}`;
  return p.scope ? `scope:${p.scope}:${email}` : email;
}

/** The keyed hashes that find the rows about exactly these people (what `forget` looks for). */
export function subjectKeys(secret: string, people: Subject[]): string[] {
  return [...new Set(people.map((p) => keyedHash(secret, 'outbox-subject', subjectName(p))))];
}

/** The keyed hashes a row about these people carries (`outbox_events.subjects`): a scoped address is the address too. */
export function rowSubjectKeys(secret: string, people: Subject[]): string[] {
  return subjectKeys(secret, people.flatMap((p) => ('email' in p && p.scope ? [p, { email: p.email }] : [p])));
}

/**
 * The one way to change state: run the work in a transaction and record its domain events in the outbox table of
 * the same transaction (and, for an @Audited command, its audit row); after the commit the relay is woken to hand
 * the events to the queue.
 */
@Injectable()
export class Outbox {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async transactional<T>(work: (em: EntityManager, publish: Publish, forget: Forget) => Promise<T>): Promise<T> {
    let recorded = 0;
    const forgotten: ForgottenRow[] = [];
    const result = await this.em.fork().transactional(async (em) => {
      const publish: Publish = (event) => {
        em.create(OutboxEventSchema, {
          type: event.type,
          payload: event.payload as Record<string, unknown>,
          subjects: rowSubjectKeys(this.config.sessionSecret, event.about()),
        });
        recorded += 1;
      };
      const forget: Forget = async (people) => {
        const keys = subjectKeys(this.config.sessionSecret, people);
        if (!keys.length) return 0;
        await em.flush(); // rows published earlier in this transaction are found too
        const rows = await em.execute<ForgottenRow[]>(
          `delete from outbox_events where subjects && array[?]::text[] returning id, type, dispatched_at is not null as dispatched`,
          [keys],
        );
        forgotten.push(...rows);
        return rows.length;
      };
      const value = await work(em, publish, forget);
      writePendingAudit(em, value);
      return value;
    });
    if (forgotten.length) await this.relay.discard(forgotten);
    if (recorded) this.relay.kick();
    return result;
  }
}
