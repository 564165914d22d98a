import { BadRequestException, ConflictException, HttpException, Inject, Logger, NotFoundException } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Audited, unchanged } from '../../../infrastructure/audit/audited.js';
import { refuseStaleEdit } from '../../../infrastructure/audit/edit-conflict.js';
import { JobQueue } from '../../../infrastructure/queue/job-queue.js';
import { UploadIntake } from '../../../infrastructure/storage/upload-intake.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { AiError, ImageSearchPort } from '../../ai/index.js';
import { ContentDeleted, ContentPublished, ContentUpdated } from '../events/article-lifecycle.events.js';
import { WebsiteContentSchema } from '../entities/website-content.entity.js';
import { HeroChanged } from '../events/hero-changed.event.js';
import { WebsiteCacheEvents } from '../website-cache-events.js';
import { creditOfChoice, type ImageCreditInput } from '../image-credit.js';
import { PublishScheduledArticle, publishJobId, type PublishWebsiteJobData } from '../jobs/publish-website.job.js';
import { toWebsiteView, websiteThemeOf, type Unsized, type WebsiteContentView } from '../website-content-view.js';
type StaffChangeView = Unsized<WebsiteContentView>; // a change's answer: the controller adds the picture's width (withImageWidths)
import { articleSubject, changeable, changeSlug, newArticleSlug, lockWebsite, placeArticle, uniqueSlug, lifecycle, saveChange, saveRevision, WEBSITE_MESSAGES, WEBSITE_NOT_FOUND, PUBLISH_AT_SKEW_MS } from '../website-support.js';

export interface WebsiteChanges {
  topic?: string;
  system_prompt?: string;
  title?: string;
  seo_title?: string;
  subtitle?: string;
  category?: string;
  long_form_article?: string;
  meta_description?: string;
  featured_image?: string;
  /** The credit of a stock photo sent as featured_image (saved with it; ignored without it). */
  featured_image_credit?: ImageCreditInput | null;
  /** The picture's description (null: none); a new picture sent without one has none. */
  featured_image_alt?: string | null;
  slug?: string;
  tags?: string[];
}
const EDITABLE = ['topic', 'system_prompt', 'title', 'seo_title', 'subtitle', 'category', 'long_form_article', 'meta_description', 'featured_image', 'featured_image_alt', 'tags'] as const;

@Audited({
  action: 'website.update',
  subject: (c: UpdateWebsiteCommand, view: StaffChangeView) => articleSubject(view, { fields: Object.keys(c.changes).filter((f) => c.changes[f as keyof WebsiteChanges] !== undefined) }),
})
export class UpdateWebsiteCommand {
  /** `expected`: the updated_at the editor started from (docs/product.md#editing-together); absent: not checked. */
  constructor(public readonly id: number, public readonly changes: WebsiteChanges, public readonly by: number, public readonly expected?: string) {}
}

/**
 * A draft that was never published (no publish date, or a future one left by an unscheduled plan): nobody has its
 * address yet, so it follows the title.
 */
const followsTitle = (row: { status: string; publish_date?: Date | null }) =>
  row.status === 'draft' && (!row.publish_date || row.publish_date.getTime() > Date.now());
/**
 * When a republished article (unpublished to fix a typo) first went live, so it keeps its place in lists and feeds: a
 * past publish_date (an unpublished scheduled article's is cleared); null for a first publish or a date still to come.
 */
const firstPublished = (row: { publish_date?: Date | null }): Date | null => (row.publish_date && row.publish_date.getTime() <= Date.now() ? row.publish_date : null);

/**
 * Applies an editor's changes (empty fields keep their value), saving the previous version as a revision. A never
 * published draft's slug follows a new title unless a slug is sent; the old one keeps redirecting either way.
 */
@CommandHandler(UpdateWebsiteCommand)
export class UpdateWebsiteHandler implements ICommandHandler<UpdateWebsiteCommand, StaffChangeView> {
  constructor(private readonly outbox: Outbox, private readonly queries: QueryBus, private readonly images: UploadIntake) {}

  async execute({ id, changes: given, by, expected }: UpdateWebsiteCommand): Promise<StaffChangeView> {
    const changes = { ...given, featured_image: this.images.address(given.featured_image) };
    const fields: string[] = EDITABLE.filter((f) => changes[f] !== undefined);
    if (changes.slug !== undefined) fields.push('slug');
    if (!fields.length) throw new BadRequestException(`Send at least one field to change: ${[...EDITABLE, 'slug'].join(', ')}.`);
    return this.outbox.transactional(async (em, publish) => {
      const row = await changeable(em, id);
      await refuseStaleEdit(em, this.queries, { kind: 'website', id, noun: 'article', updatedAt: row.updated_at }, expected);
      const theme = websiteThemeOf(row);
      // A newly chosen upload (stored relative when given in full) must be the editor's own (the current one may stay, also one saved in full before 2026-11-30), locked against the sweep until the commit.
      if (changes.featured_image && this.images.isNewPicture(changes.featured_image, row.featured_image)) await this.images.claimOwn(em, changes.featured_image, by, 'featured_image');
      await saveRevision(em, row, by);
      const picture = changes.featured_image !== undefined && changes.featured_image !== row.featured_image ? changes.featured_image : undefined;
      for (const f of EDITABLE) if (changes[f] !== undefined) (row as Record<string, unknown>)[f] = changes[f];
      // A new picture has the credit and description sent with it, or none (the old picture's are not its).
      if (picture !== undefined) row.image_details = { ...(row.image_details ?? {}), featured_image: creditOfChoice(picture, changes.featured_image_credit) };
      if (picture !== undefined && changes.featured_image_alt === undefined) row.featured_image_alt = null;
      if (changes.slug !== undefined) await changeSlug(em, row, changes.slug);
      else if (changes.title !== undefined && followsTitle(row)) {
        // Never published: its address follows a new title (a renamed AI draft does not keep the draft's address).
        const before = row.slug;
        await changeSlug(em, row, await uniqueSlug(em, row.title, row.id));
        if (row.slug !== before) fields.push('slug');
      }
      await saveChange(em, row, by);
      publish(new ContentUpdated({ ...lifecycle(row, by, theme), fields }));
      return toWebsiteView(row);
    });
  }
}

export interface NewWebsiteArticle {
  title: string;
  subtitle?: string;
  category?: string;
  editorial_theme: string;
  meta_description?: string;
  featured_image?: string;
  featured_image_alt?: string | null;
  /** The credit of a stock photo sent as featured_image (saved with it; ignored without it). */
  featured_image_credit?: ImageCreditInput | null;
  long_form_article: string;
  slug?: string;
}

@Audited({ action: 'website.create', subject: (_c: CreateWebsiteCommand, view: StaffChangeView) => articleSubject(view, { slug: view.slug }) })
export class CreateWebsiteCommand {
  constructor(public readonly article: NewWebsiteArticle, public readonly by: number) {}
}

/** Manual Create (docs/product.md#website-articles): stores a hand-written draft (invisible to readers until published). */
@CommandHandler(CreateWebsiteCommand)
export class CreateWebsiteHandler implements ICommandHandler<CreateWebsiteCommand, StaffChangeView> {
  constructor(private readonly outbox: Outbox, private readonly images: UploadIntake) {}

  async execute({ article: a, by }: CreateWebsiteCommand): Promise<StaffChangeView> {
    return this.outbox.transactional(async (em) => {
      const picture = a.featured_image ? await this.images.claimOwn(em, a.featured_image, by, 'featured_image') : null; // relative when ours
      const row = em.create(WebsiteContentSchema, {
        title: a.title,
        subtitle: a.subtitle ?? null,
        topic: a.title,
        slug: await newArticleSlug(em, a.title, a.slug),
        category: a.category ?? a.editorial_theme,
        editorial_theme: a.editorial_theme,
        editorial_week: null,
        status: 'draft',
        publish_date: null,
        meta_description: a.meta_description ?? null,
        featured_image: picture,
        featured_image_alt: picture ? (a.featured_image_alt ?? null) : null,
        long_form_article: a.long_form_article,
        headlines: [a.title],
        tldr_summary: a.meta_description ?? '',
        tags: [],
        is_hero_article: false,
        is_featured: false,
        image_details: picture ? { featured_image: creditOfChoice(picture, a.featured_image_credit) } : null,
        system_prompt: null,
        prompt_version: null,
        model: null,
        created_by: by,
        updated_by: by,
      });
      await em.flush();
      return toWebsiteView(row);
    });
  }
}

@Audited({
  action: 'website.delete',
  // The title goes with the row: the audit log names what was deleted, not "Website article 14".
  subject: (c: DeleteWebsiteCommand, result: { title: string | null }) => ({ kind: 'website', id: c.id, details: { title: result.title } }),
})
export class DeleteWebsiteCommand {
  constructor(public readonly id: number, public readonly by: number) {}
}

/** Deletes an article for readers: archived (kept for the record), no longer hero or featured. */
@CommandHandler(DeleteWebsiteCommand)
export class DeleteWebsiteHandler implements ICommandHandler<DeleteWebsiteCommand, { success: true; message: string; id: number; title: string | null }> {
  constructor(private readonly outbox: Outbox, private readonly cache: WebsiteCacheEvents) {}

  async execute({ id, by }: DeleteWebsiteCommand) {
    let deleted: ContentDeleted | undefined;
    const result = await this.outbox.transactional(async (em, publish) => {
      const row = await em.findOne(WebsiteContentSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row || row.status === 'archived') throw new NotFoundException(WEBSITE_NOT_FOUND);
      const wasHero = row.is_hero_article;
      row.status = 'archived';
      row.is_hero_article = false;
      row.is_featured = false;
      await saveChange(em, row, by);
      publish((deleted = new ContentDeleted(lifecycle(row, by))));
      if (wasHero) publish(new HeroChanged({ kind: 'website', id: null, previousId: row.id, by }));
      return { success: true as const, message: 'Website content deleted', id, title: row.title ?? null };
    });
    if (deleted) await this.cache.takeDown(deleted);
    return result;
  }
}

@Audited({
  action: (_c: PublishWebsiteCommand, view: StaffChangeView) => (view.status === 'scheduled' ? 'website.schedule' : 'website.publish'),
  subject: (_c: PublishWebsiteCommand, view: StaffChangeView) => articleSubject(view, view.status === 'scheduled' ? { publishAt: view.publish_date } : {}),
})
export class PublishWebsiteCommand {
  constructor(public readonly id: number, public readonly publishAt: string | undefined, public readonly by: number) {}
}

/** Publishes now (an article published before keeps its first date), or schedules for a future publish_at (a delayed job that survives restarts publishes it then). */
@CommandHandler(PublishWebsiteCommand)
export class PublishWebsiteHandler implements ICommandHandler<PublishWebsiteCommand, StaffChangeView> {
  private readonly logger = new Logger('PublishWebsite');

  constructor(private readonly outbox: Outbox, @Inject(JobQueue) private readonly queue: JobQueue, private readonly cache: WebsiteCacheEvents) {}

  async execute({ id, publishAt, by }: PublishWebsiteCommand): Promise<StaffChangeView> {
    const at = publishAt ? new Date(publishAt) : null;
    // A time gone by is refused, as the dialog refuses it (a client that skips the dialog would publish at once). Up to
    // PUBLISH_AT_SKEW_MS (a minute) back is allowed for clocks that differ a little and publishes now.
    if (at !== null && at.getTime() < Date.now() - PUBLISH_AT_SKEW_MS) throw new BadRequestException(WEBSITE_MESSAGES.publishAtPast);
    const schedule = at !== null && at.getTime() > Date.now();
    let takenDown: ContentUpdated | undefined;
    const view = await this.outbox.transactional(async (em, publish) => {
      const row = await changeable(em, id);
      if (schedule) {
        if (row.status === 'scheduled' && row.publish_date?.getTime() === at.getTime()) return (unchanged(), toWebsiteView(row));
        if (row.is_hero_article) publish(new HeroChanged({ kind: 'website', id: null, previousId: row.id, by }));
        const wasPublished = row.status === 'published';
        row.status = 'scheduled';
        row.publish_date = at;
        row.is_hero_article = false;
        await saveChange(em, row, by);
        if (wasPublished) publish((takenDown = new ContentUpdated({ ...lifecycle(row, by), fields: ['status', 'publish_date'] })));
        return toWebsiteView(row);
      }
      if (row.status === 'published') return (unchanged(), toWebsiteView(row));
      row.status = 'published';
      row.publish_date = firstPublished(row) ?? new Date();
      await saveChange(em, row, by);
      publish(new ContentPublished({ ...lifecycle(row, by), status: 'published' }));
      return toWebsiteView(row);
    });
    if (takenDown) await this.cache.takeDown(takenDown);
    if (schedule) {
      const data: PublishWebsiteJobData = { id, publishAt: at.getTime() };
      try {
        await this.queue.add(new PublishScheduledArticle(data), { jobId: publishJobId(id, at.getTime()), delay: at.getTime() - Date.now(), attempts: 5 });
      } catch (error) {
        this.logger.error(`could not schedule article ${id} for ${at.toISOString()}: ${String(error)}`);
      }
    }
    return view;
  }
}

@Audited({ action: 'website.unpublish', subject: (_c: UnpublishWebsiteCommand, view: StaffChangeView) => articleSubject(view) })
export class UnpublishWebsiteCommand {
  constructor(public readonly id: number, public readonly by: number) {}
}

/** Back to draft (a scheduled article's job then does nothing, and its date is cleared); no longer hero. */
@CommandHandler(UnpublishWebsiteCommand)
export class UnpublishWebsiteHandler implements ICommandHandler<UnpublishWebsiteCommand, StaffChangeView> {
  constructor(private readonly outbox: Outbox, private readonly cache: WebsiteCacheEvents) {}

  async execute({ id, by }: UnpublishWebsiteCommand): Promise<StaffChangeView> {
    let takenDown: ContentUpdated | undefined;
    const view = await this.outbox.transactional(async (em, publish) => {
      const row = await changeable(em, id);
      if (row.status === 'draft') return (unchanged(), toWebsiteView(row));
      const wasHero = row.is_hero_article;
      if (row.status === 'scheduled') row.publish_date = null; // it never went live: no first date to keep
      row.status = 'draft';
      row.is_hero_article = false;
      await saveChange(em, row, by);
      publish((takenDown = new ContentUpdated({ ...lifecycle(row, by), fields: ['status'] })));
      if (wasHero) publish(new HeroChanged({ kind: 'website', id: null, previousId: row.id, by }));
      return toWebsiteView(row);
    });
    if (takenDown) await this.cache.takeDown(takenDown);
    return view;
  }
}

@Audited({
  action: (c: SetHeroWebsiteCommand) => (c.hero ? 'website.set-hero' : 'website.unset-hero'),
  subject: (_c: SetHeroWebsiteCommand, view: StaffChangeView) => articleSubject(view),
})
export class SetHeroWebsiteCommand {
  constructor(public readonly id: number, public readonly hero: boolean, public readonly by: number) {}
}

/**
 * Makes a published article the one hero (the previous hero stops being it), or takes the mark off the hero (the home
 * page is then led by the newest published article).
 */
@CommandHandler(SetHeroWebsiteCommand)
export class SetHeroWebsiteHandler implements ICommandHandler<SetHeroWebsiteCommand, StaffChangeView> {
  constructor(private readonly outbox: Outbox) {}

  async execute({ id, hero, by }: SetHeroWebsiteCommand): Promise<StaffChangeView> {
    return this.outbox.transactional(async (em, publish) => {
      const row = await changeable(em, id);
      if (hero && row.status !== 'published') throw new ConflictException(WEBSITE_MESSAGES.heroNeedsPublished);
      if (row.is_hero_article === hero) return (unchanged(), toWebsiteView(row));
      await lockWebsite(em, 'hero');
      const previous = hero ? await em.findOne(WebsiteContentSchema, { is_hero_article: true }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
      if (previous) await placeArticle(em, previous, { is_hero_article: false });
      await placeArticle(em, row, { is_hero_article: hero });
      publish(new HeroChanged({ kind: 'website', id: hero ? row.id : null, previousId: hero ? (previous?.id ?? null) : row.id, by }));
      publish(new ContentUpdated({ ...lifecycle(row, by), fields: ['is_hero_article'] }));
      return toWebsiteView(row);
    });
  }
}

@Audited({
  action: (c: SetFeaturedWebsiteCommand) => (c.featured ? 'website.set-featured' : 'website.unset-featured'),
  subject: (_c: SetFeaturedWebsiteCommand, view: StaffChangeView) => articleSubject(view),
})
export class SetFeaturedWebsiteCommand {
  constructor(public readonly id: number, public readonly featured: boolean, public readonly by: number) {}
}

/** Pins (or unpins) an article to the featured list; only published ones are shown there. */
@CommandHandler(SetFeaturedWebsiteCommand)
export class SetFeaturedWebsiteHandler implements ICommandHandler<SetFeaturedWebsiteCommand, StaffChangeView> {
  constructor(private readonly outbox: Outbox) {}

  async execute({ id, featured, by }: SetFeaturedWebsiteCommand): Promise<StaffChangeView> {
    return this.outbox.transactional(async (em, publish) => {
      const row = await changeable(em, id);
      if (row.is_featured === featured) return (unchanged(), toWebsiteView(row));
      await placeArticle(em, row, { is_featured: featured });
      publish(new ContentUpdated({ ...lifecycle(row, by), fields: ['is_featured'] }));
      return toWebsiteView(row);
    });
  }
}

@Audited({
  action: 'website.update-image',
  subject: (_c: UpdateWebsiteImageCommand, view: StaffChangeView) => articleSubject(view, { featured_image: view.featured_image }),
})
export class UpdateWebsiteImageCommand {
  constructor(public readonly id: number, public readonly by: number) {}
}

/** Picks a new featured image (a real photo from image search for the article's title), saving a revision. */
@CommandHandler(UpdateWebsiteImageCommand)
export class UpdateWebsiteImageHandler implements ICommandHandler<UpdateWebsiteImageCommand, StaffChangeView> {
  constructor(private readonly outbox: Outbox, private readonly em: EntityManager, private readonly images: ImageSearchPort) {}

  async execute({ id, by }: UpdateWebsiteImageCommand): Promise<StaffChangeView> {
    // 404/409 before the image search; this reads only (the change below is the command's one transaction).
    const current = await this.em.fork().transactional((em) => changeable(em, id));
    const ready = this.images.configured();
    if (!ready.ok) throw new AiErrorHttp(ready.message, 503);
    let photos;
    try {
      ({ photos } = await this.images.search({ query: `${current.title} mature athlete`, perPage: 15, orientation: 'landscape' }));
    } catch (error) {
      if (error instanceof AiError) throw new AiErrorHttp(error.message, error.status);
      throw error;
    }
    const fresh = photos.filter((p) => p.url !== current.featured_image);
    if (!fresh.length) throw new AiErrorHttp('Image search found no other photo for this article.', 502);
    const photo = fresh[Math.floor(Math.random() * fresh.length)];
    return this.outbox.transactional(async (em, publish) => {
      const row = await changeable(em, id);
      await saveRevision(em, row, by);
      row.featured_image = photo.url;
      row.featured_image_alt = null; // the new photo's own description (image_details) stands in
      row.image_details = { ...(row.image_details ?? {}), featured_image: { alt: photo.alt, photographer: photo.photographer, photographer_url: photo.photographer_url, page_url: photo.page_url, url: photo.url } };
      await saveChange(em, row, by);
      publish(new ContentUpdated({ ...lifecycle(row, by), fields: ['featured_image'] }));
      return toWebsiteView(row);
    });
  }
}

/** An HTTP error with an AI status (502/503/504). */
class AiErrorHttp extends HttpException {
  constructor(message: string, status: number) {
    super(message, status);
  }
}
