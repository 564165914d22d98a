import { ForbiddenException, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../../infrastructure/http/access.js';
import { holdPremiumItems, mayReadPremium, PremiumItemsQuery, themeOf, UPGRADE_NEEDED, type PremiumItem } from '../../premium/index.js';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { requireOwned } from '../../../infrastructure/http/ownership.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { MESSAGES } from '../community-messages.js';
import { JournalEntrySchema } from '../entities/journal-entry.entity.js';
import { SavedReportSchema, type SavedReport } from '../entities/saved-report.entity.js';
import { savedReports } from '../queries/library.queries.js';
import type { SaveAnswer } from '../views.js';

export class SaveReportCommand {
  constructor(public readonly user: AuthUser, public readonly contentId: number, public readonly journalEntryId?: number | null) {}
}

/**
 * Saves a published premium report to the member's library (once per report). A journal entry id links it
 * to one of the member's entries; saving an already saved report with an entry id links that entry. Saving is for
 * readers entitled to the text (mayReadPremium): others get 403 with the way to upgrade, and nothing is stored.
 */
@CommandHandler(SaveReportCommand)
export class SaveReportHandler implements ICommandHandler<SaveReportCommand, SaveAnswer> {
  constructor(private readonly em: EntityManager, private readonly outbox: Outbox, private readonly queries: QueryBus) {}

  async execute({ user, contentId, journalEntryId }: SaveReportCommand): Promise<SaveAnswer> {
    if (!mayReadPremium(user)) throw new ForbiddenException(UPGRADE_NEEDED);
    const userId = user.id;
    const { alreadySaved, id } = await this.outbox.transactional(async (em) => {
      if (!(await holdPremiumItems(em, [contentId], true)).size) throw new NotFoundException(MESSAGES.premiumNotFound);
      // Its theme, for the Library's filter (kept in step by SavedReportsFollowReplacement).
      const item = (await this.queries.execute<PremiumItemsQuery, Map<number, PremiumItem>>(new PremiumItemsQuery([contentId]))).get(contentId);
      if (journalEntryId) await requireOwned(em, JournalEntrySchema, userId, { id: journalEntryId }, MESSAGES.entryNotFound);
      const inserted = await em.execute<{ id: number }[]>(
        `insert into saved_reports (user_id, premium_content_id, journal_entry_id, theme) values (?, ?, ?, ?)
         on conflict (user_id, premium_content_id) do nothing returning id`,
        [userId, contentId, journalEntryId ?? null, item ? themeOf(item) : null],
      );
      const alreadySaved = inserted.length === 0;
      const row = await requireOwned<SavedReport>(em, SavedReportSchema, userId, { premium_content_id: contentId }, MESSAGES.savedNotFound);
      if (alreadySaved && journalEntryId && row.journal_entry_id !== journalEntryId) {
        row.journal_entry_id = journalEntryId;
        await em.flush();
      }
      return { alreadySaved, id: row.id };
    });
    // Read after the commit: the premium item comes from a query on a connection of its own (see UpdateEntryHandler).
    const [saved] = await savedReports(this.em.fork(), this.queries, userId, true, { id });
    return { success: true as const, alreadySaved, saved };
  }
}

export class RemoveSavedReportCommand {
  /** `by`: the premium content id (library) or the saved report id (journal library). */
  constructor(public readonly userId: number, public readonly by: 'content' | 'saved', public readonly id: number) {}
}

/** How long a removal is remembered, so removing the same report again answers as the first removal did. */
export const REMOVAL_REMEMBERED = '1 day';

/**
 * Removes a report from the member's own library. Removing it again (a retry after a lost answer, a second tab)
 * succeeds as the first removal did: the member's own removals of the last day are remembered (saved_report_removals),
 * so an id that was theirs answers 200 while another member's id, or one never saved, stays 404 and changes nothing.
 */
@CommandHandler(RemoveSavedReportCommand)
export class RemoveSavedReportHandler implements ICommandHandler<RemoveSavedReportCommand, { success: true }> {
  constructor(private readonly outbox: Outbox) {}

  async execute({ userId, by, id }: RemoveSavedReportCommand): Promise<{ success: true }> {
    return this.outbox.transactional(async (em) => {
      const column = by === 'content' ? 'premium_content_id' : 'id';
      const removed = await em.execute<{ id: number; premium_content_id: number }[]>(
        `delete from saved_reports where user_id = ? and ${column} = ? returning id, premium_content_id`,
        [userId, id],
      );
      if (removed.length) {
        await em.execute(`delete from saved_report_removals where removed_at < now() - interval '${REMOVAL_REMEMBERED}'`);
        await em.execute(
          `insert into saved_report_removals (user_id, saved_report_id, premium_content_id) values (?, ?, ?)
           on conflict (user_id, saved_report_id) do update set removed_at = now()`,
          [userId, removed[0].id, removed[0].premium_content_id],
        );
        return { success: true as const };
      }
      const remembered = await em.execute<unknown[]>(
        `select 1 from saved_report_removals
          where user_id = ? and ${by === 'content' ? 'premium_content_id' : 'saved_report_id'} = ? and removed_at >= now() - interval '${REMOVAL_REMEMBERED}' limit 1`,
        [userId, id],
      );
      if (!remembered.length) throw new NotFoundException(MESSAGES.savedNotFound);
      return { success: true as const };
    });
  }
}
