import type { IEvent } from '@nestjs/cqrs';

type EventClass = new (payload: any, eventId: number) => DomainEvent;
const registry = new Map<string, EventClass>();
const attemptsByType = new Map<string, number>();

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
