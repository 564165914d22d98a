import { HeroChanged } from '../events/hero-changed.event.js';
import { BadRequestException, NotFoundException } from '@nestjs/common';
import { CommandHandler, QueryBus, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { UploadIntake } from '../../../infrastructure/storage/upload-intake.js';
import { UploadService } from '../../../infrastructure/storage/upload.service.js';
import { Audited } from '../../../infrastructure/audit/audited.js';
import { refuseStaleEdit } from '../../../infrastructure/audit/edit-conflict.js';
import { ThemeHeroSchema, type ThemeHero } from '../entities/theme-hero.entity.js';
import { answeredCredit, creditOfChoice, type ImageCredit, type ImageCreditInput, type StoredCredit } from '../image-credit.js';

/** The theme pages of the magazine (/publisher/{theme}). */
export const THEME_PAGES = ['training', 'nutrition', 'recovery', 'mindset', 'gear', 'racing'] as const;
export type ThemePage = (typeof THEME_PAGES)[number];
export const unknownThemePage = (theme: string) => `Unknown theme "${theme}". Use one of: ${THEME_PAGES.join(', ')}.`;

export interface ThemeHeroView {
  theme: ThemePage;
  custom_title: string | null;
  custom_image_url: string | null;
  /** The picture's real pixel width when it is one of our uploads (its srcset); null for any other address or none. */
  custom_image_width: number | null;
  /** The stock photo's credit ("Photo by … on Pexels"); null for an upload or none. */
  custom_image_credit: ImageCredit | null;
  is_active: boolean;
  updated_at: string | null;
}

const parse = (theme: string): ThemePage => {
  if (!(THEME_PAGES as readonly string[]).includes(theme)) throw new NotFoundException(unknownThemePage(theme));
  return theme as ThemePage;
};

type ThemeHeroChanges = { custom_title?: string | null; custom_image_url?: string | null; is_active?: boolean; custom_image_credit?: ImageCreditInput | null };
const changedFields = (changes: ThemeHeroChanges) => (['custom_title', 'custom_image_url', 'is_active'] as const).filter((f) => changes[f] !== undefined);

/**
 * The hero as answered, with its picture's real width (UploadService.widthOf). A picture saved before uploads were
 * stored in relative form (PUBLIC_URL/uploads/...) is answered in that form too (UploadService.storedAddress), so it
 * gets its srcset.
 */
async function view(theme: ThemePage, row: ThemeHero | null, uploads: UploadService): Promise<ThemeHeroView> {
  const image = uploads.storedAddress(row?.custom_image_url);
  return {
    theme,
    custom_title: row?.custom_title ?? null,
    custom_image_url: image,
    custom_image_width: await uploads.widthOf(image),
    custom_image_credit: image && (row?.custom_image_credit as StoredCredit | null)?.url === row?.custom_image_url ? answeredCredit(row?.custom_image_credit as StoredCredit) : null,
    is_active: row?.is_active ?? false,
    updated_at: row ? new Date(row.updated_at).toISOString() : null,
  };
}

export class GetThemeHeroQuery {
  constructor(public readonly theme: string) {}
}

/** A theme page's hero; nulls (and is_active false) when none was set. */
@QueryHandler(GetThemeHeroQuery)
export class GetThemeHeroHandler implements IQueryHandler<GetThemeHeroQuery, ThemeHeroView> {
  constructor(private readonly em: EntityManager, private readonly uploads: UploadService) {}

  async execute({ theme }: GetThemeHeroQuery): Promise<ThemeHeroView> {
    const page = parse(theme);
    return view(page, await this.em.fork().findOne(ThemeHeroSchema, { theme: page }), this.uploads);
  }
}

@Audited({
  action: 'theme-hero.update',
  subject: (c: UpdateThemeHeroCommand) => ({ kind: 'theme-hero', id: null, details: { theme: c.theme, fields: changedFields(c.changes) } }),
})
export class UpdateThemeHeroCommand {
  constructor(
    public readonly theme: string,
    public readonly changes: ThemeHeroChanges,
    public readonly by: number,
    /** The updated_at the editor started from (null: the hero had never been set); absent: not checked. */
    public readonly expected?: string | null,
  ) {}
}

/**
 * Saves a theme page's hero (fields left out keep their value). A save naming the version it started from is refused
 * (409, nothing changed) when someone saved the hero since (docs/product.md#editing-together). The picture may be one
 * of our uploads (/uploads/... or PUBLIC_URL/uploads/..., stored relative): a newly chosen one is claimed in the
 * transaction (UploadIntake.claimMagazinePicture: it must exist, the sweep keeps it from then on), and the picture it
 * replaces is released (deleted after the commit when nothing else uses it).
 */
@CommandHandler(UpdateThemeHeroCommand)
export class UpdateThemeHeroHandler implements ICommandHandler<UpdateThemeHeroCommand, ThemeHeroView> {
  constructor(
    private readonly outbox: Outbox,
    private readonly queries: QueryBus,
    private readonly images: UploadIntake,
    private readonly uploads: UploadService,
  ) {}

  async execute({ theme, changes: given, by, expected }: UpdateThemeHeroCommand): Promise<ThemeHeroView> {
    const page = parse(theme);
    const fields = changedFields(given);
    if (!fields.length) throw new BadRequestException('Send at least one field to change: custom_title, custom_image_url, is_active.');
    const changes = { ...given, custom_image_url: this.images.address(given.custom_image_url) };
    let unused: string[] = [];
    const row = await this.outbox.transactional(async (em, publish) => {
      // A row made now had no version before this save (its hero had never been set).
      const made = await em.execute<Array<{ theme: string }>>(`insert into theme_heroes (theme) values (?) on conflict (theme) do nothing returning theme`, [page]);
      const row = (await em.findOne(ThemeHeroSchema, { theme: page }, { lockMode: LockMode.PESSIMISTIC_WRITE }))!;
      const version = made.length ? null : new Date(row.updated_at);
      await refuseStaleEdit(em, this.queries, { kind: 'theme-hero', id: { theme: page }, noun: 'hero section', updatedAt: version }, expected);
      const previous = row.custom_image_url;
      // The same file in either form (one saved in full before 2026-11-30, sent back as answered) is no new picture.
      const replaced = this.images.isNewPicture(changes.custom_image_url, previous);
      if (replaced && changes.custom_image_url) await this.images.claimMagazinePicture(em, changes.custom_image_url, by, 'custom_image_url');
      for (const f of fields) (row as Record<string, unknown>)[f] = changes[f];
      // A new picture has the credit sent with it, or none (the old picture's is not its).
      if (changes.custom_image_url !== undefined && changes.custom_image_url !== previous) row.custom_image_credit = creditOfChoice(changes.custom_image_url, given.custom_image_credit);
      row.updated_by = by;
      row.updated_at = new Date();
      publish(new HeroChanged({ kind: 'theme-page', theme: page, by }));
      await em.flush();
      if (replaced) unused = await this.images.release(em, previous);
      return row;
    });
    await this.images.remove(unused);
    return view(page, row, this.uploads);
  }
}
