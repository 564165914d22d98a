import { BadRequestException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PublicRead } from '../../../infrastructure/cache/public-cache.js';

/** The archive's tag: purged when a send reaches its first reader or finishes (NewsletterSendChanged). */
export const ARCHIVE_TAG = 'newsletter-archive';
/** Issues a page of the archive lists. */
export const ARCHIVE_PAGE_SIZE = 20;
/** The bad cursor's words (GET /api/newsletter/issues?before=). */
export const BAD_CURSOR = 'before must be the next cursor of a page of the archive.';

/**
 * Where an archive page starts: just older than the issue sent at `at` (milliseconds since 1970) with id `id`. Written
 * `<at>-<id>` (the `next` of the page before it), so the pages seek on (sent date, id) and never count rows to skip.
 */
export interface ArchiveCursor {
  at: number;
  id: number;
}
const CURSOR = /^([1-9]\d{0,14})-([1-9]\d{0,9})$/;

/** A cursor from ?before=, or undefined when it is not one (a page of the site answers 404 for it, the API 400). */
export function cursorOf(value: unknown): ArchiveCursor | undefined {
  const match = typeof value === 'string' ? CURSOR.exec(value) : null;
  if (!match) return undefined;
  const [at, id] = [Number(match[1]), Number(match[2])];
  return at <= 8_640_000_000_000_000 && id <= 2_147_483_647 ? { at, id } : undefined;
}

export function parseCursor(value: string): ArchiveCursor {
  const cursor = cursorOf(value);
  if (!cursor) throw new BadRequestException(BAD_CURSOR);
  return cursor;
}

export const cursorText = (cursor: ArchiveCursor): string => `${cursor.at}-${cursor.id}`;

/** One past issue as the archive lists it. */
export interface ArchiveIssue {
  id: number;
  /** 'weekly': the weekly digest; 'article': one article sent on its own. */
  kind: 'weekly' | 'article';
  subject: string;
  /** When it was sent (the date its web copy shows). */
  sent_at: string;
  /** Its web copy: /newsletter/issues/{token}. */
  url: string;
}

export interface ArchivePage {
  issues: ArchiveIssue[];
  /** The cursor of the page of older issues (?before=), or null on the last page. */
  next: string | null;
}

/**
 * A page of the newsletter archive (/newsletter): the sends that reached readers, newest first, so exactly those whose
 * web copy is public (WebCopyQuery's `reached`: the send ended sent, or one of its mails was accepted; never an empty
 * week, one that failed or was stopped before reaching anyone, or a send made before web copies existed).
 */
export class NewsletterArchiveQuery {
  constructor(public readonly before?: ArchiveCursor) {}
}

@QueryHandler(NewsletterArchiveQuery)
export class NewsletterArchiveHandler implements IQueryHandler<NewsletterArchiveQuery, ArchivePage> {
  constructor(private readonly em: EntityManager) {}

  async execute({ before }: NewsletterArchiveQuery): Promise<ArchivePage> {
    // Sent dates to the millisecond (what a cursor holds), so a page starts exactly after the last of the one before.
    const rows = await this.em.fork().execute<Array<{ id: number; kind: 'weekly' | 'article'; subject: string; at: string; web_token: string }>>(
      `select s.id, s.kind, s.subject, (extract(epoch from date_trunc('milliseconds', s.created_at)) * 1000)::bigint::text as at, s.web_token
         from newsletter_sends s
        where s.web_token is not null and s.html <> ''
          and (s.status = 'sent' or exists (select 1 from newsletter_send_counts c where c.send_id = s.id and c.status = 'sent' and c.n > 0))
          ${before ? `and (date_trunc('milliseconds', s.created_at), s.id) < (timestamptz 'epoch' + ? * interval '1 millisecond', ?)` : ''}
        order by date_trunc('milliseconds', s.created_at) desc, s.id desc
        limit ?`,
      [...(before ? [before.at, before.id] : []), ARCHIVE_PAGE_SIZE + 1],
    );
    const issues = rows.slice(0, ARCHIVE_PAGE_SIZE).map((row) => ({
      id: row.id,
      kind: row.kind,
      subject: row.subject,
      sent_at: new Date(Number(row.at)).toISOString(),
      url: `/newsletter/issues/${row.web_token}`,
    }));
    const last = rows.length > ARCHIVE_PAGE_SIZE ? rows[ARCHIVE_PAGE_SIZE - 1] : undefined;
    return { issues, next: last ? cursorText({ at: Number(last.at), id: last.id }) : null };
  }
}

/** A page of the archive as the public cache keeps it (the API's answer, and the /newsletter page's). */
export const newsletterArchiveRead = (before?: ArchiveCursor): PublicRead => ({
  key: `newsletter:archive:${before ? cursorText(before) : 'first'}`,
  query: () => new NewsletterArchiveQuery(before),
  tags: [ARCHIVE_TAG],
});
