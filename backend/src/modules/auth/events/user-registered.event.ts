import { DomainEvent, EventType, type Subject } from '../../../infrastructure/queue/domain-event.js';

@EventType('UserRegistered')
export class UserRegistered extends DomainEvent<{ userId: number; email: string; channel: 'staff' | 'community' }> {
  override about(): Subject[] {
    return [{ userId: this.payload.userId }, { email: this.payload.email }];
  }
}
