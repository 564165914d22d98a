import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { UserRegistered } from '../../auth/events/user-registered.event.js';

/** Builds the activity feed from domain events. Replays are harmless: one row per event id. */
@EventsHandler(UserRegistered)
export class RecordActivityHandler implements IEventHandler<UserRegistered> {
  constructor(private readonly em: EntityManager) {}

  async handle(event: UserRegistered): Promise<void> {
    await this.em.fork().execute(
      `insert into activities (event_id, kind, user_id, details) values (?, ?, ?, ?) on conflict (event_id) do nothing`,
      [event.eventId, event.type, event.payload.userId, JSON.stringify({ channel: event.payload.channel })],
    );
  }
}
