import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { MemberDeleted } from '../../community/index.js';

/** A deleted member leaves no trace in the activity feed. Replays delete nothing more. */
@EventsHandler(MemberDeleted)
export class ForgetMemberHandler implements IEventHandler<MemberDeleted> {
  constructor(private readonly em: EntityManager) {}

  async handle(event: MemberDeleted): Promise<void> {
    await this.em.fork().execute('delete from activities where user_id = ?', [event.payload.userId]);
  }
}
