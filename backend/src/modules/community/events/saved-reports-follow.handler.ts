import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus } from '@nestjs/cqrs';
import { OnEvent } from '../../../infrastructure/queue/domain-event.js';
import { PremiumItemsQuery, PremiumReplaced, PremiumUpdated, themeOf, type PremiumItem } from '../../premium/index.js';

/**
 * Saved reports follow their premium report. A premium report rewritten as a new one ('Enhance with AI') stays in the libraries of the members who saved it: their
 * saved reports move to the new report (the old one is archived and would vanish from them). A member who had already
 * saved the new one keeps that one. Running twice finds nothing left to move.
 */
@Injectable()
export class SavedReportsFollowReplacement {
  constructor(private readonly em: EntityManager, private readonly queries: QueryBus) {}

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
    const item = (await this.queries.execute<PremiumItemsQuery, Map<number, PremiumItem>>(new PremiumItemsQuery([toId]))).get(toId);
    if (item) await this.setTheme(toId, themeOf(item));
  }

  /**
   * An edited report's theme (its topic or editorial theme changed) moves with it in the members' libraries, for the
   * Library's theme filter (saved_reports.theme). Running twice changes nothing more.
   */
  @OnEvent(PremiumUpdated)
  async retheme(event: PremiumUpdated): Promise<void> {
    const { id, topic, editorialTheme } = event.payload;
    await this.setTheme(id, themeOf({ topic, editorial_theme: editorialTheme }));
  }

  private async setTheme(premiumId: number, theme: string | null): Promise<void> {
    await this.em.fork().execute('update saved_reports set theme = ? where premium_content_id = ? and theme is distinct from ?', [theme, premiumId, theme]);
  }
}
