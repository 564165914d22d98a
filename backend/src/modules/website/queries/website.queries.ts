import { NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { STAFF_ROLES, type AuthUser } from '../../../infrastructure/http/access.js';
import { UploadService } from '../../../infrastructure/storage/upload.service.js';
import { WebsiteContentSchema, WebsiteSlugHistorySchema, type WebsiteContent } from '../entities/website-content.entity.js';
import { toReaderView, toWebsiteView, withImageWidths, type ReaderArticleView, type WebsiteContentView } from '../website-content-view.js';
import { summariesByIds, type ArticleAudience, type ArticleSummary } from './article-lists.queries.js';
import { WEBSITE_NOT_FOUND, WebsiteArticleGone } from '../website-support.js';

const isStaff = (user: AuthUser | undefined) => !!user && STAFF_ROLES.includes(user.role);

export class GetWebsiteContentQuery {
  /** idOrSlug: a numeric id or a slug (current or old). */
  constructor(public readonly idOrSlug: string, public readonly reader: AuthUser | undefined) {}
}

/**
 * One article by id or slug. Visitors and members read published articles only, as the reader's view; staff read every
 * status, as the staff view (WebsiteContentView). An old slug answers the article with `redirect_to` = its current slug
 * (the page then replaces its address).
 */
@QueryHandler(GetWebsiteContentQuery)
export class GetWebsiteContentHandler implements IQueryHandler<GetWebsiteContentQuery, ReaderArticleView | WebsiteContentView> {
  constructor(private readonly em: EntityManager, private readonly uploads: UploadService) {}

  async execute({ idOrSlug, reader }: GetWebsiteContentQuery): Promise<ReaderArticleView | WebsiteContentView> {
    const em = this.em.fork();
    let row: WebsiteContent | null = null;
    let redirected = false;
    if (/^\d{1,10}$/.test(idOrSlug)) {
      const id = Number(idOrSlug);
      if (id >= 1 && id <= 2_147_483_647) row = await em.findOne(WebsiteContentSchema, { id });
    } else if (/^[a-z0-9-]{1,120}$/.test(idOrSlug)) {
      row = await em.findOne(WebsiteContentSchema, { slug: idOrSlug });
      if (!row) {
        const old = await em.findOne(WebsiteSlugHistorySchema, { slug: idOrSlug });
        if (old) {
          row = await em.findOne(WebsiteContentSchema, { id: old.article_id });
          redirected = true;
        }
      }
    }
    if (row && !isStaff(reader) && row.status === 'archived') throw new WebsiteArticleGone();
    if (!row || (!isStaff(reader) && row.status !== 'published')) throw new NotFoundException(WEBSITE_NOT_FOUND);
    const [view] = await withImageWidths(this.uploads, [isStaff(reader) ? toWebsiteView(row) : toReaderView(row)]);
    return redirected ? { ...view, redirect_to: row.slug } : view;
  }
}

export class WebsiteHeroQuery {
  constructor(public readonly audience: ArticleAudience = 'reader') {}
}

export interface WebsiteHero {
  id: number | null;
  article: ArticleSummary | null;
}

/** The published hero article (id and summary, the reader's unless staff ask), or nulls when there is none. */
@QueryHandler(WebsiteHeroQuery)
export class WebsiteHeroHandler implements IQueryHandler<WebsiteHeroQuery, WebsiteHero> {
  constructor(private readonly em: EntityManager, private readonly uploads: UploadService) {}

  async execute({ audience }: WebsiteHeroQuery): Promise<WebsiteHero> {
    const em = this.em.fork();
    const [hero] = await em.execute<Array<{ id: number }>>(`select id from website_content where is_hero_article and status = 'published' limit 1`);
    const [article] = hero ? await withImageWidths(this.uploads, await summariesByIds(em, [Number(hero.id)], audience)) : [];
    return { id: article?.id ?? null, article: article ?? null };
  }
}
