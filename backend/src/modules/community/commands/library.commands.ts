import { ForbiddenException, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../../infrastructure/http/access.js';
import { holdPremiumItems, mayReadPremium, UPGRADE_NEEDED } from '../../premium/index.js';
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
      if (journalEntryId) await requireOwned(em, JournalEntrySchema, userId, { id: journalEntryId }, MESSAGES.entryNotFound);
      const inserted = await em.execute<{ id: number }[]>(
        `insert into saved_reports (user_id, premium_content_id, journal_entry_id) values (?, ?, ?)
         on conflict (user_id, premium_content_id) do nothing returning id`,
        [userId, contentId, journalEntryId ?? null],
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

/** Removes a report from the member's own library. */
@CommandHandler(RemoveSavedReportCommand)
export class RemoveSavedReportHandler implements ICommandHandler<RemoveSavedReportCommand, { success: true }> {
  constructor(private readonly outbox: Outbox) {}

  async execute({ userId, by, id }: RemoveSavedReportCommand): Promise<{ success: true }> {
    return this.outbox.transactional(async (em) => {
      const where = by === 'content' ? { premium_content_id: id } : { id };
      const row = await requireOwned<SavedReport>(em, SavedReportSchema, userId, where, MESSAGES.savedNotFound);
      await em.nativeDelete(SavedReportSchema, { id: row.id });
      return { success: true as const };
    });
  }
}
