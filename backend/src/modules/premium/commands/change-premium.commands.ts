import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Audited, unchanged } from '../../../infrastructure/audit/audited.js';
import { refuseStaleEdit } from '../../../infrastructure/audit/edit-conflict.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { PremiumDeleted, PremiumPublished, PremiumUpdated, type PremiumLifecyclePayload } from '../events/premium-lifecycle.events.js';
import { PremiumContentSchema, type PremiumContent } from '../entities/premium-content.entity.js';
import { wholeView, type PremiumContentView } from '../premium-content-view.js';
import { PREMIUM_NOT_FOUND } from '../queries/premium-content.queries.js';

export const PREMIUM_MESSAGES = {
  archived: 'This premium item has been deleted and can no longer be changed.',
  deletedWhileRewriting: 'This premium article was deleted while it was being rewritten, so its new version was not stored.',
};

export interface PremiumChanges {
  /** draft hides the item from members; published shows it again (docs/product.md#premium-articles). */
  status?: 'draft' | 'published';
  topic?: string;
  system_prompt?: string | null;
  subtitle?: string;
  long_form_article?: string;
  tldr_summary?: string;
  apple_news_deck?: string;
  headlines?: string[];
}

export const PREMIUM_EDITABLE_FIELDS = ['status', 'topic', 'system_prompt', 'subtitle', 'long_form_article', 'tldr_summary', 'apple_news_deck', 'headlines'] as const;

export const lifecycle = (row: PremiumContent, by: number | null): PremiumLifecyclePayload => ({
  kind: 'premium',
  id: row.id,
  topic: row.topic,
  editorialTheme: row.editorial_theme ?? null,
  by,
});

/** The item to change, locked for the transaction: 404 when missing, 409 when archived. */
async function changeable(em: EntityManager, id: number): Promise<PremiumContent> {
  const row = await em.findOne(PremiumContentSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!row) throw new NotFoundException(PREMIUM_NOT_FOUND);
  if (row.status === 'archived') throw new ConflictException(PREMIUM_MESSAGES.archived);
  return row;
}

@Audited({
  // A status sent is a publish or an unpublish (with any other fields changed in the same save).
  action: (c: UpdatePremiumCommand) => (c.changes.status === 'published' ? 'premium.publish' : c.changes.status === 'draft' ? 'premium.unpublish' : 'premium.update'),
  subject: (c: UpdatePremiumCommand, item: PremiumContentView) => ({
    kind: 'premium',
    id: item.id,
    details: { title: item.topic, fields: PREMIUM_EDITABLE_FIELDS.filter((f) => c.changes[f] !== undefined), status: item.status },
  }),
})
export class UpdatePremiumCommand {
  /** `expected`: the updated_at the editor started from (docs/product.md#editing-together); absent: not checked. */
  constructor(public readonly id: number, public readonly changes: PremiumChanges, public readonly by: number, public readonly expected?: string) {}
}

/**
 * Applies an editor's changes (any of the three shapes of docs/product.md#premium-articles, and `status`) and publishes
 * PremiumUpdated, or PremiumPublished when a draft goes live; refused (409, nothing changed) when the item changed after
 * the version the editor started from. Sending only the status it already has changes nothing (no event, no audit row).
 */
@CommandHandler(UpdatePremiumCommand)
export class UpdatePremiumHandler implements ICommandHandler<UpdatePremiumCommand, PremiumContentView> {
  constructor(private readonly outbox: Outbox, private readonly queries: QueryBus) {}

  async execute({ id, changes, by, expected }: UpdatePremiumCommand): Promise<PremiumContentView> {
    const fields = PREMIUM_EDITABLE_FIELDS.filter((field) => changes[field] !== undefined);
    if (!fields.length) throw new BadRequestException(`Send at least one field to change: ${PREMIUM_EDITABLE_FIELDS.join(', ')}.`);
    return this.outbox.transactional(async (em, publish) => {
      const row = await changeable(em, id);
      await refuseStaleEdit(em, this.queries, { kind: 'premium', id, noun: 'premium post', updatedAt: row.updated_at }, expected);
      const published = changes.status === 'published' && row.status !== 'published';
      const changed = fields.filter((field) => field !== 'status' || changes.status !== row.status);
      if (!changed.length) {
        unchanged();
        return wholeView(row);
      }
      for (const field of changed) (row as Record<string, unknown>)[field] = changes[field];
      row.updated_at = new Date();
      await em.flush();
      if (published) publish(new PremiumPublished({ ...lifecycle(row, by), status: 'published' }));
      const edited = published ? changed.filter((field) => field !== 'status') : changed;
      if (edited.length) publish(new PremiumUpdated({ ...lifecycle(row, by), fields: [...edited] }));
      return wholeView(row);
    });
  }
}

@Audited({
  action: 'premium.delete',
  // The topic goes with the row: the audit log names what was deleted, not "Premium report 14".
  subject: (c: DeletePremiumCommand, result: { topic: string | null }) => ({ kind: 'premium', id: c.id, details: { topic: result.topic } }),
})
export class DeletePremiumCommand {
  constructor(public readonly id: number, public readonly by: number) {}
}

/**
 * Deletes a premium item for readers: it is archived (members no longer see it, lists leave it out, GET
 * /archived shows it) and PremiumDeleted goes out. Members' saved copies stay in the database but are not shown.
 * An item being rewritten (Enhance, Regenerate All) is deleted all the same: the deletion wins, and the rewrite, which
 * takes the item's row lock when it stores, finds it archived and stores nothing (409). A rewrite that stored first
 * has archived the item already: 404, as for any deleted item.
 */
@CommandHandler(DeletePremiumCommand)
export class DeletePremiumHandler implements ICommandHandler<DeletePremiumCommand, { success: true; message: string; id: number; topic: string | null }> {
  constructor(private readonly outbox: Outbox) {}

  async execute({ id, by }: DeletePremiumCommand) {
    return this.outbox.transactional(async (em, publish) => {
      const row = await em.findOne(PremiumContentSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row || row.status === 'archived') throw new NotFoundException(PREMIUM_NOT_FOUND);
      row.status = 'archived';
      row.updated_at = new Date();
      await em.flush();
      publish(new PremiumDeleted(lifecycle(row, by)));
      return { success: true as const, message: 'Premium content deleted', id, topic: row.topic ?? null };
    });
  }
}
