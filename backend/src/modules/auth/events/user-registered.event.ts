import { DomainEvent, EventType } from '../../../infrastructure/queue/domain-event.js';

@EventType('UserRegistered')
export class UserRegistered extends DomainEvent<{ userId: number; email: string; channel: 'staff' | 'community' }> {}
