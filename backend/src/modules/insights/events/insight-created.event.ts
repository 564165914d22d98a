import { DomainEvent, EventType } from '../../../infrastructure/queue/domain-event.js';

/** A coach reply was written for a journal entry (source 'model' or 'rules'). */
@EventType('InsightCreated')
export class InsightCreated extends DomainEvent<{ userId: number; entryId: number; insightId: number; source: 'model' | 'rules' }> {}
