import { DomainEvent, EventType } from '../../../infrastructure/queue/domain-event.js';

/** The hero article of the magazine changed (previousId: the article that was hero before, if any). */
@EventType('HeroChanged')
export class HeroChanged extends DomainEvent<{ kind: 'website'; id: number | null; previousId: number | null; by: number | null }> {}
