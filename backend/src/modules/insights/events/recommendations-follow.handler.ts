import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { repointReferences } from '../../../infrastructure/database/repoint-references.js';
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
    await repointReferences(this.em, { table: 'ai_recommendations', column: 'premium_content_id', owner: 'ai_response_id' }, fromId, toId);
  }
}
