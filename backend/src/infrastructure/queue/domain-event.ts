import type { IEvent } from '@nestjs/cqrs';
import type { JobContext, QueueName } from './job-queue.js';

type EventClass = new (payload: any, eventId: number) => DomainEvent;
const registry = new Map<string, EventClass>();
const attemptsByType = new Map<string, number>();

/**
 * A person an outbox row is about: an account (by id) or an e-mail address. The outbox stores a keyed hash of each
 * (`outbox_events.subjects`), so forgetting a person (account deletion, a newsletter erase) finds their rows without
 * reading, or unsealing, any payload.
 *
 * An address may carry a `scope` its publisher chooses (the newsletter's mails: `{ email, scope: 'newsletter' }`): a
 * row about a scoped address is about the address as well, so forgetting `{ email }` (account deletion) finds it, and
 * forgetting `{ email, scope }` (a newsletter erase) finds only the rows published with that scope, never the
 * account's own mail to the same address.
 */
export type Subject = { userId: number } | { email: string; scope?: string };

/**
 * A domain event: written to the outbox in the transaction of the change that caused it, relayed to
 * the `events` queue and published on the CQRS event bus of the process that consumes it.
 * `eventId` is the outbox row id; consumers use it to stay idempotent.
 */
export abstract class DomainEvent<P extends object = object> implements IEvent {
  constructor(public readonly payload: P, public readonly eventId = 0) {}

  get type(): string {
    return eventTypeOf(this.constructor as EventClass);
  }

  /**
   * Who the event is about, as its publisher says (read when it is written to the outbox). By default the account of
   * the payload's `userId`; an event whose payload names more people (an address) says so by overriding this.
   */
  about(): Subject[] {
    const userId = (this.payload as { userId?: unknown }).userId;
    return typeof userId === 'number' ? [{ userId }] : [];
  }
}

const TYPE = Symbol('eventType');

export interface EventTypeOptions {
  /** Tries of the relayed job before it is marked failed (default: the queue's default, 3). */
  attempts?: number;
}

/** Names an event class and registers it so relayed outbox rows become instances again. */
export function EventType(type: string, options: EventTypeOptions = {}) {
  return (target: EventClass): void => {
    if (registry.has(type)) throw new Error(`Event type ${type} is registered twice`);
    (target as unknown as Record<symbol, string>)[TYPE] = type;
    registry.set(type, target);
    if (options.attempts) attemptsByType.set(type, options.attempts);
  };
}

export function attemptsOf(type: string): number | undefined {
  return attemptsByType.get(type);
}

export function eventTypeOf(cls: EventClass): string {
  const type = (cls as unknown as Record<symbol, string>)[TYPE];
  if (!type) throw new Error(`${cls.name} has no @EventType`);
  return type;
}

export function registeredEventTypes(): string[] {
  return [...registry.keys()];
}

export function reviveEvent(type: string, payload: object, eventId: number): DomainEvent | undefined {
  const cls = registry.get(type);
  return cls ? new cls(payload, eventId) : undefined;
}

type EventCtor = new (payload: any, eventId: number) => DomainEvent;

export interface OnEventOptions {
  /**
   * The queue whose job runs the consumer (default `events`, where the event's other consumers run). A consumer with
   * slow work (a model call) takes its own queue, with that queue's concurrency, and its own tries and retries.
   */
  queue?: QueueName;
  /** Tries of that job (default: the event's @EventType attempts, else the queue's). */
  attempts?: number;
}

export interface EventConsumer extends OnEventOptions {
  method: string | symbol;
  events: EventClass[];
}

const consumersByClass = new Map<Function, EventConsumer[]>();

/**
 * Marks the method that consumes the events of these classes: `@OnEvent(EntryCreated) record(event, job) {...}` (or
 * `@OnEvent([A, B])`) on a provider. The outbox relay finds it at start (Nest's DiscoveryService) and runs it inside
 * the relayed event's job (`job`: its context), so a consumer is found from the event's class and its failure fails
 * that job, which the queue retries.
 */
export function OnEvent<C extends EventCtor>(events: C | C[], options: OnEventOptions = {}) {
  const list = Array.isArray(events) ? events : [events];
  for (const event of list) eventTypeOf(event); // fails at load time for a class without @EventType
  return <M extends (event: InstanceType<C>, job: JobContext) => Promise<unknown>>(target: object, method: string | symbol, _descriptor: TypedPropertyDescriptor<M>): void => {
    const owner = target.constructor;
    consumersByClass.set(owner, [...(consumersByClass.get(owner) ?? []), { method, events: list, ...options }]);
  };
}

/** The @OnEvent methods of a provider class. */
export function eventConsumersOf(cls: Function): readonly EventConsumer[] {
  return consumersByClass.get(cls) ?? [];
}
