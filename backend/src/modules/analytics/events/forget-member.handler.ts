import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { OnEvent } from '../../../infrastructure/queue/domain-event.js';
import { MemberDeleted } from '../../community/index.js';

/** A deleted member leaves no trace in the activity feed. Replays delete nothing more. */
@Injectable()
export class ForgetMemberHandler {
  constructor(private readonly em: EntityManager) {}

  @OnEvent(MemberDeleted)
  async handle(event: MemberDeleted): Promise<void> {
    await this.em.fork().execute('delete from activities where user_id = ?', [event.payload.userId]);
  }
}
