import { BadRequestException, ConflictException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Audited } from '../../../infrastructure/audit/audited.js';
import { Outbox, type Publish } from '../../../infrastructure/queue/outbox.js';
import type { EditorialTheme } from '../../content/index.js';
import { PremiumDeleted } from '../events/premium-lifecycle.events.js';
import { parseTheme, unknownTheme } from '../premium-themes.js';
import { premiumListWhere, type PremiumListFilter } from '../queries/premium-list.queries.js';

export interface BulkDeleteResult {
  success: true;
  message: string;
  deleted: number[];
}

export const BULK_MESSAGES = {
  noFilter: 'Send a theme or a search: a bulk delete acts on the items a filtered list shows.',
  changed: (now: number, expected: number) =>
    `${now} article${now === 1 ? '' : 's'} match now, not ${expected}: nothing was deleted. Look at the list again and confirm.`,
};

/**
 * Archives every current (published or draft) item that the staff list with `filter` shows, locked for the
 * transaction, each with PremiumDeleted. `expected` (the count the editor confirmed) must still be the count, else
 * nothing changes (409): the confirmation said how many would go.
 */
async function archiveMatching(em: EntityManager, publish: Publish, filter: Omit<PremiumListFilter, 'scope'>, by: number, expected?: number): Promise<number[]> {
  const where = await premiumListWhere(em, { ...filter, scope: 'current' }, 'staff');
  const rows = await em.execute<Array<{ id: number; topic: string; editorial_theme: string | null }>>(
    `select p.id, p.topic, p.editorial_theme from premium_content p where ${where.map((c) => c.sql).join(' and ')} order by p.id for update`,
    where.flatMap((c) => c.params),
  );
  if (expected !== undefined && rows.length !== expected) throw new ConflictException(BULK_MESSAGES.changed(rows.length, expected));
  const ids = rows.map((row) => Number(row.id));
  // One array parameter (a theme may hold thousands of items: one placeholder each would pass PostgreSQL's limit).
  if (ids.length) await em.execute(`update premium_content set status = 'archived', updated_at = now() where id = any(?::int[])`, [`{${ids.join(',')}}`]);
  for (const row of rows) publish(new PremiumDeleted({ kind: 'premium', id: Number(row.id), topic: row.topic, editorialTheme: row.editorial_theme ?? null, by }));
  return ids;
}

const articles = (n: number) => `${n} article${n === 1 ? '' : 's'}`;

@Audited({
  action: 'premium.bulk-delete',
  subject: (c: BulkDeletePremiumCommand, result: BulkDeleteResult) => ({
    kind: 'premium',
    id: null,
    details: { theme: c.filter.theme ?? null, q: c.filter.q ?? null, deleted: result.deleted },
  }),
})
export class BulkDeletePremiumCommand {
  constructor(public readonly filter: { theme?: EditorialTheme; q?: string }, public readonly expected: number | undefined, public readonly by: number) {}
}

/** "Select all" of a filtered list: deletes (archives) every item the list shows on the server, loaded or not. */
@CommandHandler(BulkDeletePremiumCommand)
export class BulkDeletePremiumHandler implements ICommandHandler<BulkDeletePremiumCommand, BulkDeleteResult> {
  constructor(private readonly outbox: Outbox) {}

  async execute({ filter, expected, by }: BulkDeletePremiumCommand): Promise<BulkDeleteResult> {
    const q = filter.q?.trim() || undefined;
    if (!filter.theme && !q) throw new BadRequestException(BULK_MESSAGES.noFilter);
    return this.outbox.transactional(async (em, publish) => {
      const deleted = await archiveMatching(em, publish, { theme: filter.theme, q }, by, expected);
      return { success: true as const, message: `Deleted ${articles(deleted.length)}`, deleted };
    });
  }
}

@Audited({
  action: 'premium.bulk-delete',
  subject: (c: BulkDeletePremiumThemeCommand, result: BulkDeleteResult) => ({ kind: 'premium', id: null, details: { theme: c.theme, deleted: result.deleted } }),
})
export class BulkDeletePremiumThemeCommand {
  /** `expected`: the count the editor confirmed (absent: not checked). */
  constructor(public readonly theme: string, public readonly by: number, public readonly expected?: number) {}
}

/**
 * Deletes (archives) every premium item matched to a theme, as the Premium tab's theme list shows them; when another
 * number is there than the editor confirmed, nothing (409).
 */
@CommandHandler(BulkDeletePremiumThemeCommand)
export class BulkDeletePremiumThemeHandler implements ICommandHandler<BulkDeletePremiumThemeCommand, BulkDeleteResult> {
  constructor(private readonly outbox: Outbox) {}

  async execute({ theme, by, expected }: BulkDeletePremiumThemeCommand): Promise<BulkDeleteResult> {
    const parsed = parseTheme(theme);
    if (!parsed) throw new BadRequestException(unknownTheme(theme));
    return this.outbox.transactional(async (em, publish) => {
      const deleted = await archiveMatching(em, publish, { theme: parsed }, by, expected);
      return { success: true as const, message: `Deleted ${deleted.length} ${parsed} article${deleted.length === 1 ? '' : 's'}`, deleted };
    });
  }
}
