import { DomainEvent, EventType } from '../../../infrastructure/queue/domain-event.js';
import type { EntryType } from '../entities/journal-entry.entity.js';

/** A member wrote a journal entry or chat message (the insights work replies to it). */
@EventType('EntryCreated')
export class EntryCreated extends DomainEvent<{ userId: number; entryId: number; entryType: EntryType }> {}
