import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { OnEvent } from '../../../infrastructure/queue/domain-event.js';
import { PremiumReplaced } from '../../premium/index.js';

/**
 * A premium report rewritten as a new one ('Enhance with AI'): the coach replies that recommended it recommend the new
 * one (the old one is archived and would vanish from under them). A reply that already recommends both keeps one.
 */
@Injectable()
export class RecommendationsFollowReplacement {
  constructor(private readonly em: EntityManager) {}

  @OnEvent(PremiumReplaced)
  async follow(event: PremiumReplaced): Promise<void> {
    const { fromId, toId } = event.payload;
    await this.em.fork().transactional(async (em) => {
      await em.execute(
        `update ai_recommendations r set premium_content_id = ? where r.premium_content_id = ?
           and not exists (select 1 from ai_recommendations o where o.ai_response_id = r.ai_response_id and o.premium_content_id = ?)`,
        [toId, fromId, toId],
      );
      await em.execute('delete from ai_recommendations where premium_content_id = ?', [fromId]);
    });
  }
}
