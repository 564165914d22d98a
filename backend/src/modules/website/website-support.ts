import { ConflictException, NotFoundException } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ArticleLifecyclePayload } from './events/article-lifecycle.events.js';
import type { AuditSubject } from '../../infrastructure/audit/audited.js';
import type { EditorialTheme } from '../content/index.js';
import { themePageOf } from './cache-tags.js';
import { chosenCreditOf } from './image-credit.js';
import { websiteThemeOf } from './website-content-view.js';
import { ContentRevisionSchema } from './entities/content-revision.entity.js';
import { WebsiteContentSchema, WebsiteSlugHistorySchema, type WebsiteContent } from './entities/website-content.entity.js';

export const WEBSITE_NOT_FOUND = 'Website article not found';

/**
 * A deleted (archived) article asked for by a reader: still a 404 for the API, which answers what exists, but the
 * article page says 410 Gone, so search engines drop the address at once (docs/product.md#article-pages).
 */
export class WebsiteArticleGone extends NotFoundException {
  constructor() {
    super(WEBSITE_NOT_FOUND);
  }
}
export const WEBSITE_MESSAGES = {
  archived: 'This website article has been deleted and can no longer be changed.',
  heroNeedsPublished: 'Only a published article can be the hero. Publish it first.',
  slugTaken: (slug: string) => `The slug "${slug}" is already used by another article. Choose another one.`,
  /** The Publish Article dialog's own words for a time gone by (docs/product.md#publishing-and-scheduling). */
  publishAtPast: 'Choose a time in the future, or leave it empty to publish now.',
};

/**
 * How far in the past a publish_at may be and still be taken (as "now"): the editor's clock and the server's may differ
 * a little, and a time chosen a few seconds ahead may have passed by the time the request arrives. Further back is 400.
 */
export const PUBLISH_AT_SKEW_MS = 60_000;

/**
 * The fields a revision keeps (everything an editor can change). With them, REVISION_CREDIT: the credit of a stock photo
 * chosen as featured_image (image_details.featured_image, null for none), put back with the picture on a restore.
 */
export const REVISION_FIELDS = [
  'title', 'seo_title', 'subtitle', 'topic', 'system_prompt', 'category', 'long_form_article', 'meta_description', 'featured_image', 'featured_image_alt', 'tags', 'headlines', 'tldr_summary',
] as const;
export const REVISION_CREDIT = 'featured_image_credit';

/** An event's payload for a website article; `previousTheme`: its theme before a change that may have moved it. */
export const lifecycle = (row: WebsiteContent, by: number | null, previousTheme?: EditorialTheme | null): ArticleLifecyclePayload => ({
  kind: 'website',
  id: row.id,
  topic: row.title,
  editorialTheme: row.editorial_theme ?? null,
  themes: [...new Set([websiteThemeOf(row), previousTheme].map(themePageOf).filter((page) => page !== null))],
  by,
});

/**
 * lowercase letters, digits and single hyphens; at most 120 characters; never digits alone (an all-digit address is
 * read as an article id), so a title such as "2026" gives article-2026.
 */
export function slugify(text: string): string {
  const base = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/g, '');
  if (!base) return 'article';
  return /^\d+$/.test(base) ? `article-${base}` : base;
}

/** True when the slug names another article now or did before (old slugs keep resolving). */
async function slugUsedByOther(em: EntityManager, slug: string, id: number | null): Promise<boolean> {
  const current = await em.findOne(WebsiteContentSchema, { slug }, { fields: ['id'] });
  if (current && current.id !== id) return true;
  const old = await em.findOne(WebsiteSlugHistorySchema, { slug });
  return !!old && old.article_id !== id;
}

/**
 * Serialises the transactions that choose slugs or the hero (a transaction-scoped advisory lock), so two concurrent
 * requests cannot both take the same slug or both become hero (the unique indexes would then turn one into a 500).
 */
export async function lockWebsite(em: EntityManager, what: 'slug' | 'hero'): Promise<void> {
  await em.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`website-${what}`]);
}

/** A free slug made from the title: the title's slug, else with -2, -3, ... */
export async function uniqueSlug(em: EntityManager, title: string, id: number | null): Promise<string> {
  await lockWebsite(em, 'slug');
  const base = slugify(title);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await slugUsedByOther(em, candidate, id))) return candidate;
  }
}

/** A new article's slug: the one asked for (409 when another article has or had it), else a free one from the title. */
export async function newArticleSlug(em: EntityManager, title: string, wanted: string | undefined): Promise<string> {
  if (!wanted) return uniqueSlug(em, title, null);
  await lockWebsite(em, 'slug');
  if (await slugUsedByOther(em, wanted, null)) throw new ConflictException(WEBSITE_MESSAGES.slugTaken(wanted));
  return wanted;
}

/** Gives the article a new slug, keeping the old one as a redirect; 409 when another article has (or had) it. */
export async function changeSlug(em: EntityManager, row: WebsiteContent, slug: string): Promise<void> {
  if (slug === row.slug) return;
  await lockWebsite(em, 'slug');
  if (await slugUsedByOther(em, slug, row.id)) throw new ConflictException(WEBSITE_MESSAGES.slugTaken(slug));
  await em.nativeDelete(WebsiteSlugHistorySchema, { slug });
  em.create(WebsiteSlugHistorySchema, { slug: row.slug, article_id: row.id });
  row.slug = slug;
}

/** The article to change, locked for the transaction: 404 when missing, 409 when deleted (archived). */
export async function changeable(em: EntityManager, id: number): Promise<WebsiteContent> {
  const row = await em.findOne(WebsiteContentSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!row) throw new NotFoundException(WEBSITE_NOT_FOUND);
  if (row.status === 'archived') throw new ConflictException(WEBSITE_MESSAGES.archived);
  return row;
}

/**
 * Where an article is placed (the hero, the featured list), set without counting as a change of the article: its
 * updated_at (the version editors save against, dateModified and the sitemap's lastmod) and updated_by stay, as the
 * article readers see is the same (the audit log records who placed it). `row` is read again afterwards.
 */
export async function placeArticle(em: EntityManager, row: WebsiteContent, placement: { is_hero_article?: boolean; is_featured?: boolean }): Promise<void> {
  const fields = Object.entries(placement).filter(([, value]) => value !== undefined);
  await em.execute(`update website_content set ${fields.map(([name]) => `${name} = ?`).join(', ')} where id = ?`, [...fields.map(([, value]) => value), row.id]);
  await em.refresh(row);
}

/** Writes a staff change to an article, stamped with who made it and when (the updated_at an editor's next save is checked against). */
export async function saveChange(em: EntityManager, row: WebsiteContent, by: number): Promise<void> {
  row.updated_by = by;
  row.updated_at = new Date();
  await em.flush();
}

/** The words of an article body, as the editor counts them (frontend website-api.ts wordCount). */
export const wordCount = (text: string | null | undefined) => (text ?? '').split(/\s+/).filter(Boolean).length;

/** Stores the article's editable fields as they are now, as its next revision; returns the version. */
export async function saveRevision(em: EntityManager, row: WebsiteContent, by: number | null): Promise<number> {
  const [last] = await em.find(ContentRevisionSchema, { kind: 'website', content_id: row.id }, { orderBy: { version: 'desc' }, limit: 1, fields: ['version'] });
  const version = (last?.version ?? 0) + 1;
  const fields = Object.fromEntries(REVISION_FIELDS.map((f) => [f, (row as Record<string, unknown>)[f] ?? null]));
  em.create(ContentRevisionSchema, {
    kind: 'website',
    content_id: row.id,
    version,
    fields: { ...fields, [REVISION_CREDIT]: chosenCreditOf(row.featured_image, row.image_details), slug: row.slug },
    title: row.title ?? null,
    word_count: wordCount(row.long_form_article),
    saved_by: by,
  });
  return version;
}

/** An article as the subject of an audit row (its title shown in the audit log). */
export const articleSubject = (view: { id: number; title: string }, details: Record<string, unknown> = {}): AuditSubject => ({
  kind: 'website',
  id: view.id,
  details: { title: view.title, ...details },
});
