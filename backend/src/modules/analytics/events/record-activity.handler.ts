import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { OnEvent } from '../../../infrastructure/queue/domain-event.js';
import { UserRegistered, holdAccount } from '../../auth/index.js';
import { EntryCreated } from '../../community/index.js';

/**
 * Builds the activity feed from domain events. Replays are harmless: one row per event id. A member deleted
 * before the event is consumed gets no row (the feed keeps no trace of deleted members): the account is held (auth's
 * holdAccount) until the row is committed, so a deletion either came first or waits, and its MemberDeleted consumer
 * then removes the row.
 */
@Injectable()
export class RecordActivityHandler {
  constructor(private readonly em: EntityManager) {}

  @OnEvent([UserRegistered, EntryCreated])
  async handle(event: UserRegistered | EntryCreated): Promise<void> {
    const details =
      event instanceof EntryCreated ? { entryId: event.payload.entryId, entryType: event.payload.entryType } : { channel: (event as UserRegistered).payload.channel };
    await this.em.fork().transactional(async (em) => {
      if (!(await holdAccount(em, event.payload.userId))) return;
      await em.execute(
        `insert into activities (event_id, kind, user_id, details) values (?, ?, ?, ?) on conflict (event_id) do nothing`,
        [event.eventId, event.type, event.payload.userId, JSON.stringify(details)],
      );
    });
  }
}
