import { DomainEvent, EventType } from '../../../infrastructure/queue/domain-event.js';

export type AdChange = 'created' | 'updated' | 'activated' | 'deactivated' | 'deleted';

/** An ad was created, edited, switched on or off, or deleted (public ad lists change). */
@EventType('AdChanged')
export class AdChanged extends DomainEvent<{ adId: number; change: AdChange; isActive: boolean; targetPages: string[]; by: number }> {}
