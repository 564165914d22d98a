import { BadRequestException, ConflictException, HttpException, Inject } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/app-config.js';
import { RateLimiter } from '../../../infrastructure/limits/rate-limiter.js';
import { requireOwned } from '../../../infrastructure/http/ownership.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { CHANGED_MEANWHILE } from '../../../infrastructure/audit/edit-conflict.js';
import { MESSAGES } from '../community-messages.js';
import { GoalReachUnmarked } from '../events/goal-reach-unmarked.event.js';
import { JournalEntrySchema, type EntryType, type JournalEntry } from '../entities/journal-entry.entity.js';
import { entryTitleFor, titleFromContent } from '../entry-title.js';
import { EntryCreated } from '../events/entry-created.event.js';
import { UploadIntake } from '../../../infrastructure/storage/upload-intake.js';
import { ENTRY_VIEW_SQL, INSIGHT_WINDOW_SQL, withReplies, type EntryDoc } from '../queries/journal.queries.js';
import { entryAsListed } from '../queries/journal-entry.queries.js';
import { toEntryView, type EntryView } from '../views.js';

const unique = (tags: string[] | undefined) => (tags ? [...new Set(tags)] : undefined);

export interface NewEntry {
  title?: string | null;
  content: string;
  tags?: string[];
  is_private?: boolean;
  entry_type?: 'user_entry' | 'journal';
  /** Uploaded file bytes, a data URL, or the address of one of the member's uploads. */
  image?: Buffer | string | null;
  /** The key the member's page sent it with: a repeat answers the entry stored the first time (docs/members-api.md). */
  client_key?: string;
}

export class CreateEntryCommand {
  /** `clientIp`: clientAddress() of the request (the photo budget per address). */
  constructor(public readonly userId: number, public readonly entry: NewEntry, public readonly clientIp: string) {}
}

/**
 * Counts the entry against the member's JOURNAL_ENTRIES_PER_HOUR (429 with Retry-After beyond it, before anything is
 * stored; given back when the entry is refused), then stores the photo (if any), writes the entry and publishes
 * EntryCreated in one transaction.
 *
 * Sending again (a retry after a lost answer, a double click, the same message from two tabs): an entry sent with a
 * client_key the member used before answers the entry stored the first time and writes nothing, so there is one entry,
 * one EntryCreated (one coach reply, one model call) and one budget unit. Repeats at the same moment are told apart by
 * the unique index on (user_id, client_key): the losers' inserts fail, their budget unit goes back, and they answer
 * the winner's entry.
 */
@CommandHandler(CreateEntryCommand)
export class CreateEntryHandler implements ICommandHandler<CreateEntryCommand, EntryView> {
  constructor(
    private readonly outbox: Outbox,
    private readonly files: UploadIntake,
    private readonly limiter: RateLimiter,
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ userId, entry, clientIp }: CreateEntryCommand): Promise<EntryView> {
    const first = () => (entry.client_key ? entryAsListed(this.em.fork(), this.queries, userId, { clientKey: entry.client_key }) : Promise.resolve(null));
    const sent = await first();
    if (sent) return sent;
    const max = this.config.journalEntriesPerHour;
    const budget = { bucket: 'journal-entries', subject: String(userId), max, windowMinutes: 60, message: MESSAGES.tooManyEntries(max) };
    try {
      await this.limiter.consume(budget);
    } catch (error) {
      // The last unit went to this key's first send, still being written: that entry is the answer.
      const stored = error instanceof HttpException ? await first() : null;
      if (stored) return stored;
      throw error;
    }
    try {
      return await this.write(userId, entry, clientIp);
    } catch (error) {
      // Refused (a bad photo, not the member's upload ...) or sent already: nothing was stored, so it does not count.
      await this.limiter.refund(budget).catch(() => undefined);
      const stored = error instanceof UniqueConstraintViolationException ? await first() : null;
      if (stored) return stored;
      throw error;
    }
  }

  private async write(userId: number, entry: NewEntry, clientIp: string): Promise<EntryView> {
    const stored = await this.files.storeNew(entry.image, 'journal', userId, clientIp);
    return this.files.committing(stored, () =>
      this.outbox.transactional(async (em, publish) => {
        let image_url: string | null = null;
        if (stored) image_url = this.files.record(em, userId, stored);
        else if (typeof entry.image === 'string') image_url = await this.files.claim(em, entry.image, userId, MESSAGES.notYourImage, true);
        const row = em.create(JournalEntrySchema, {
          user_id: userId,
          title: entryTitleFor(entry.title, entry.content),
          content: entry.content,
          tags: unique(entry.tags) ?? [],
          image_url,
          is_private: entry.is_private ?? false,
          entry_type: (entry.entry_type ?? 'journal') as EntryType,
          client_key: entry.client_key ?? null,
        });
        await em.flush();
        publish(new EntryCreated({ userId, entryId: row.id, entryType: row.entry_type }));
        return toEntryView(row);
      }),
    );
  }
}

export interface EntryChanges {
  id?: number;
  title?: string | null;
  content?: string;
  tags?: string[];
  is_private?: boolean;
  /** undefined: unchanged; null: remove; data URL: new photo; an address: keep it or use one of the member's uploads. */
  image_url?: string | null;
  /** The entry's updated_at as the page read it (ISO): when it changed since, 409 and nothing changes. Absent: not checked. */
  expected_updated_at?: string;
}

export class UpdateEntryCommand {
  constructor(public readonly userId: number, public readonly id: number, public readonly changes: EntryChanges, public readonly clientIp: string) {}
}

/**
 * Changes the member's own entry; a replaced or removed photo is deleted after the commit. A save naming the version it
 * was opened from (expected_updated_at) over a newer save (another tab or device) is refused with 409 and changes
 * nothing: the entry is locked first, so of two saves naming the same version only the first is written.
 */
@CommandHandler(UpdateEntryCommand)
export class UpdateEntryHandler implements ICommandHandler<UpdateEntryCommand, EntryView> {
  constructor(private readonly outbox: Outbox, private readonly files: UploadIntake, private readonly queries: QueryBus) {}

  async execute({ userId, id, changes, clientIp }: UpdateEntryCommand): Promise<EntryView> {
    if (changes.id !== undefined && changes.id !== id) throw new BadRequestException(MESSAGES.idMismatch);
    const stored = await this.files.storeNew(changes.image_url, 'journal', userId, clientIp);
    const { rows, unused } = await this.files.committing(stored, () =>
      this.outbox.transactional(async (em) => {
        // Locked (as an update would) before it is read, so the version compared is the one this save replaces.
        await em.execute('select id from journal_entries where id = ? and user_id = ? for no key update', [id, userId]);
        const row = await requireOwned<JournalEntry>(em, JournalEntrySchema, userId, { id }, MESSAGES.entryNotFound);
        if (changes.expected_updated_at !== undefined && Date.parse(changes.expected_updated_at) !== row.updated_at.getTime()) {
          throw new ConflictException({ message: MESSAGES.entryChangedMeanwhile, reason: CHANGED_MEANWHILE });
        }
        // A title made from the words (a chat message's) follows them when they change, kept as it was or sent back
        // unchanged by the edit form; a title the member wrote stays.
        const madeFromWords = row.title === titleFromContent(row.content);
        if (changes.title !== undefined) row.title = changes.title ?? '';
        if (changes.content !== undefined && changes.content !== row.content) {
          if (madeFromWords && row.title === titleFromContent(row.content)) row.title = '';
          row.content = changes.content;
        }
        row.title = entryTitleFor(row.title, row.content);
        if (changes.tags !== undefined) row.tags = unique(changes.tags) ?? [];
        if (changes.is_private !== undefined) row.is_private = changes.is_private;
        const previous = row.image_url ?? null;
        if (stored) row.image_url = this.files.record(em, userId, stored);
        else if (changes.image_url === null) row.image_url = null;
        else if (typeof changes.image_url === 'string' && changes.image_url !== previous) {
          row.image_url = await this.files.claim(em, changes.image_url, userId, MESSAGES.notYourImage, true);
        }
        row.updated_at = new Date();
        await em.flush();
        const unused = row.image_url !== previous ? await this.files.release(em, previous, userId) : [];
        // As the list shows it, with the entry's coach reply (if written yet).
        const rows = await em.execute<EntryDoc[]>(
          `select j.id, row_to_json(v)::text as doc, ${INSIGHT_WINDOW_SQL} as insight_window
             from journal_entries j cross join lateral (${ENTRY_VIEW_SQL}) v where j.id = ?`,
          [row.id],
        );
        return { rows, unused };
      }),
    );
    await this.files.remove(unused);
    // Its coach reply is read after the commit: the queries take a connection of their own, and one asked for inside
    // the transaction waits while holding another (a burst of edits could take the whole pool).
    const [{ doc }] = await withReplies(this.queries, rows);
    return JSON.parse(doc) as EntryView;
  }
}

export class DeleteEntryCommand {
  constructor(public readonly userId: number, public readonly id: number) {}
}

/**
 * Deletes the member's own entry (saved reports linked to it keep their place, unlinked; a goal it reached is no longer
 * marked reached); its photo goes after the commit.
 */
@CommandHandler(DeleteEntryCommand)
export class DeleteEntryHandler implements ICommandHandler<DeleteEntryCommand, { success: true }> {
  constructor(private readonly outbox: Outbox, private readonly files: UploadIntake) {}

  async execute({ userId, id }: DeleteEntryCommand): Promise<{ success: true }> {
    const unused = await this.outbox.transactional(async (em, publish) => {
      const row = await requireOwned<JournalEntry>(em, JournalEntrySchema, userId, { id }, MESSAGES.entryNotFound);
      const image = row.image_url;
      // The goal this entry reached is no longer reached by it (goals.reached_at is the reaching entry's time); the
      // coach looks for a later entry that reached it too (GoalReachUnmarked).
      const unmarked = await em.execute<Array<{ id: number }>>(
        `update goals set reached_at = null where user_id = ? and reached_at is not null
           and abs(extract(epoch from reached_at - (select created_at from journal_entries where id = ?))) < 0.001 returning id`,
        [userId, row.id],
      );
      for (const goal of unmarked) publish(new GoalReachUnmarked({ userId, goalId: goal.id }));
      await em.nativeDelete(JournalEntrySchema, { id: row.id });
      return this.files.release(em, image, userId);
    });
    await this.files.remove(unused);
    return { success: true };
  }
}

export class UploadJournalImageCommand {
  constructor(public readonly userId: number, public readonly image: Buffer, public readonly clientIp: string) {}
}

/** Stores a journal photo on its own; the answered address can then be used as an entry's image_url. */
@CommandHandler(UploadJournalImageCommand)
export class UploadJournalImageHandler implements ICommandHandler<UploadJournalImageCommand, { imageUrl: string }> {
  constructor(private readonly outbox: Outbox, private readonly files: UploadIntake) {}

  async execute({ userId, image, clientIp }: UploadJournalImageCommand): Promise<{ imageUrl: string }> {
    const stored = (await this.files.storeNew(image, 'journal', userId, clientIp))!;
    const imageUrl = await this.files.committing(stored, () => this.outbox.transactional(async (em) => this.files.record(em, userId, stored)));
    return { imageUrl };
  }
}
