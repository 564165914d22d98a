import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { OnEvent } from '../../../infrastructure/queue/domain-event.js';
import { PremiumReplaced } from '../../premium/index.js';

/**
 * A premium report rewritten as a new one ('Enhance with AI') stays in the libraries of the members who saved it: their
 * saved reports move to the new report (the old one is archived and would vanish from them). A member who had already
 * saved the new one keeps that one. Running twice finds nothing left to move.
 */
@Injectable()
export class SavedReportsFollowReplacement {
  constructor(private readonly em: EntityManager) {}

  @OnEvent(PremiumReplaced)
  async follow(event: PremiumReplaced): Promise<void> {
    const { fromId, toId } = event.payload;
    await this.em.fork().transactional(async (em) => {
      await em.execute(
        `update saved_reports s set premium_content_id = ? where s.premium_content_id = ?
           and not exists (select 1 from saved_reports t where t.user_id = s.user_id and t.premium_content_id = ?)`,
        [toId, fromId, toId],
      );
      await em.execute('delete from saved_reports where premium_content_id = ?', [fromId]);
    });
  }
}
