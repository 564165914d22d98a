import { ConflictException, Inject, Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig, WEEKDAYS } from '../../config/app-config.js';
import { Outbox } from '../../infrastructure/queue/outbox.js';
import { articleBlocksOf } from '../../infrastructure/web/article-blocks.js';
import { PageTemplate } from '../../infrastructure/web/page-template.js';
import { QueryBus } from '@nestjs/cqrs';
import { addDays, londonDay, weekdayOf } from '../analytics/index.js';
import { ArticleForMailQuery, ArticlesPublishedBetweenQuery, type ArticleForMail } from '../website/index.js';
import { randomBytes } from 'node:crypto';
import { britishDate, newsletterArticle, newsletterIssueUrl, renderNewsletter, type NewsletterArticle, type NewsletterContent } from './newsletter-mail.js';
import { INTERRUPTED } from './delivery-reasons.js';
import { FRONTEND_DIST } from '../../config/frontend-dist.js';

export const NEWSLETTER_SEND_MESSAGES = {
  notPublished: 'Only a published article can be sent as a newsletter.',
  alreadySent: 'This article has already been sent as a newsletter.',
  everyoneHasIt: 'Every confirmed subscriber has already received this article, so there is nobody left to send it to.',
  noMailServer:
    'No mail server is set up (SMTP_URL is empty), so the newsletter cannot reach anyone: nothing was sent. Set SMTP_URL (and MAIL_FROM), restart, and send it again.',
  weekTaken: "This week's digest has already been sent, and so has next week's.",
  nothingNew: 'Nothing was published since the last digest, so there is nothing to send.',
  articleNotFound: 'Article not found',
  subscriberNotFound: 'Subscriber not found',
  sendNotFound: 'Send not found',
  sendFinished: 'This send has already finished, so there is nothing to stop.',
};

/** The longest a digest looks back (a digest after a long pause lists the last two weeks, not months). */
const LONGEST_WINDOW_DAYS = 14;
/**
 * How late the schedule may still send a week's digest (the first start of a worker, or one after an outage): past
 * this, that week is skipped (said once in the log) and the next digest lists its articles.
 */
export const SCHEDULE_GRACE_HOURS = 6;
/** The weekly sends that reached readers, or are on their way: the next digest lists what was published after them. */
const DIGEST_REACHED = `s.kind = 'weekly' and (s.status in ('sending', 'sent', 'empty')
  or exists (select 1 from newsletter_send_counts c where c.send_id = s.id and c.status = 'sent' and c.n > 0))`;

/**
 * Who an article's send goes to (`s`, a sign-up): a confirmed subscriber whom no `earlier` send of the article reached,
 * that is, not a delivery sent, still being handed over, or interrupted while handed over (it may have left); one
 * parameter, INTERRUPTED. The send and the count its confirm question shows (articleRecipients) use the same words.
 */
const NOT_REACHED = `s.status = 'confirmed'
  and not exists (select 1 from newsletter_deliveries d where d.send_id in (select id from earlier) and d.subscriber_id = s.id
                    and (d.status in ('sent', 'sending') or d.error = ?))`;

/** What an article's send would be if made now: how many it goes to, and whether an earlier send of it (failed or stopped) reached some already. */
export interface ArticleRecipients {
  recipients: number;
  /** An earlier send of the article exists: this one goes only to the confirmed subscribers it did not reach. */
  resend: boolean;
  /** When the article's send that went out (or is going out) began: a new one is refused (409), and `recipients` is 0. */
  sent_at: Date | null;
}

/** A send's web copy token: 128 random bits, base64url (22 characters), so no address of a copy can be guessed. */
export const newWebToken = (): string => randomBytes(16).toString('base64url');

/** A weekly digest as it is mailed: the stored HTML and text carry UNSUBSCRIBE_PLACEHOLDER for each reader's own link. */
export interface DigestMail {
  subject: string;
  /** The line mail programs show after the subject (the intro under the masthead). */
  preheader: string;
  html: string;
  text: string;
  /** The window: articles published after `start`, up to `end`. */
  start: Date;
  end: Date;
  /** Newest first. */
  articles: Array<NewsletterArticle & { id: number }>;
}

export interface CreatedSend {
  id: number;
  status: 'sending' | 'empty';
  recipients: number;
}

/**
 * Makes sends: renders the mail once (kept with the send, so a resumed delivery sends the same words) and writes one
 * delivery row per confirmed subscriber, in one transaction. The weekly digest lists the articles published since the
 * previous digest that reached readers (at most two weeks back); a week is keyed by the date of its scheduled moment,
 * so it goes out once whoever asks (the schedule or staff; staff may send again a week whose digest failed or was
 * stopped). An article goes out again after a send of it failed or was stopped, to the subscribers who did not get it.
 * Nothing is made without a mail server (SMTP_URL): staff get 503, the schedule skips the week.
 */
@Injectable()
export class NewsletterSends {
  private readonly logger = new Logger('Newsletter');
  /** The weeks the schedule skipped (too late, no mail server), each said once in this process's log. */
  private readonly skipped = new Set<string>();

  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    private readonly queries: QueryBus,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {
    this.page = new PageTemplate(FRONTEND_DIST);
  }

  /** The frontend's server renderer, for the article page's blocks of a body. */
  private readonly page: PageTemplate;

  private webCopyUrl(token: string): string {
    return newsletterIssueUrl(this.config.publicUrl, token);
  }

  /** The latest scheduled moment (NEWSLETTER_WEEKLY_DAY at NEWSLETTER_WEEKLY_TIME, London) at or before `now`. */
  async lastMoment(now: Date): Promise<{ key: string; at: Date }> {
    const today = londonDay(now);
    const back = (weekdayOf(today) - WEEKDAYS.indexOf(this.config.newsletterWeeklyDay) + 7) % 7;
    let key = addDays(today, -back);
    let at = await this.instant(key);
    if (at > now) {
      key = addDays(key, -7);
      at = await this.instant(key);
    }
    return { key, at };
  }

  private async instant(day: string): Promise<Date> {
    const [row] = await this.em.fork().execute<Array<{ at: Date }>>(`select ((?::date + ?::time) at time zone 'Europe/London') as at`, [day, this.config.newsletterWeeklyTime]);
    return new Date(row.at);
  }

  /**
   * Whether the week has a digest under way, sent or empty; for the schedule, also one it made itself that failed or
   * was stopped (it does not make that again by itself). Staff may send again a week whose digest failed or was stopped.
   */
  private async weekTaken(key: string, bySchedule: boolean): Promise<boolean> {
    const rows = await this.em
      .fork()
      .execute(`select 1 from newsletter_sends where kind = 'weekly' and week_key = ?::date and (status in ('sending', 'sent', 'empty') ${bySchedule ? 'or created_by is null' : ''})`, [key]);
    return rows.length > 0;
  }

  /** 503 naming SMTP_URL when no mail server is set up: a send would reach nobody. */
  requireMailServer(): void {
    if (!this.config.smtpUrl) throw new ServiceUnavailableException(NEWSLETTER_SEND_MESSAGES.noMailServer);
  }

  /**
   * The scheduled run: the digest of the latest scheduled moment, once (a week with no new article is recorded as
   * empty), if that moment is at most SCHEDULE_GRACE_HOURS ago and a mail server is set up; else nothing is stored
   * (the next digest lists the week's articles) and the log says so once.
   */
  async scheduledWeekly(now: Date): Promise<CreatedSend | undefined> {
    const { key, at } = await this.lastMoment(now);
    if (await this.weekTaken(key, true)) return undefined;
    if (now.getTime() - at.getTime() > SCHEDULE_GRACE_HOURS * 3_600_000) {
      return this.skip(`late ${key}`, `weekly digest of ${key}: its moment passed more than ${SCHEDULE_GRACE_HOURS} hours ago, so it is not sent; the next digest lists its articles`);
    }
    if (!this.config.smtpUrl) {
      return this.skip(`smtp ${key}`, `weekly digest of ${key} not sent: SMTP_URL is not set, so it would reach nobody; set SMTP_URL (and MAIL_FROM) and restart`);
    }
    const webToken = newWebToken();
    return this.storeDigest(key, { ...(await this.digest(at, this.webCopyUrl(webToken))), webToken }, null, true);
  }

  private skip(what: string, line: string): undefined {
    if (!this.skipped.has(what)) this.logger.warn(line);
    this.skipped.add(what);
    return undefined;
  }

  /** Staff's "send the digest now": this week's if not yet sent, else next week's (so the schedule skips it). */
  async weeklyNow(now: Date, by: number): Promise<CreatedSend> {
    this.requireMailServer();
    const webToken = newWebToken();
    const mail = { ...(await this.weeklyNowMail(now, this.webCopyUrl(webToken))), webToken };
    return (await this.storeDigest(mail.key, mail, by, false, NEWSLETTER_SEND_MESSAGES.weekTaken))!;
  }

  /**
   * The digest staff's "send now" would mail at `now` (its preview and test send read it too): the same week choice,
   * window and rendering, and the same 409s, with nothing stored (no send, no window moved). `webCopyUrl`: the send's
   * web copy, linked at the top of its mail (the preview and test have none).
   */
  async weeklyNowMail(now: Date, webCopyUrl?: string): Promise<DigestMail & { key: string }> {
    const { key } = await this.lastMoment(now);
    const chosen = !(await this.weekTaken(key, false)) ? key : !(await this.weekTaken(addDays(key, 7), false)) ? addDays(key, 7) : undefined;
    if (!chosen) throw new ConflictException(NEWSLETTER_SEND_MESSAGES.weekTaken);
    const mail = await this.digest(now, webCopyUrl);
    if (!mail.articles.length) throw new ConflictException(NEWSLETTER_SEND_MESSAGES.nothingNew);
    return { key: chosen, ...mail };
  }

  /**
   * The digest that ends at `end`: the articles published since the previous digest that reached readers (sent, under
   * way, or delivered to some before it failed or was stopped), at most two weeks back, rendered.
   */
  private async digest(end: Date, webCopyUrl?: string): Promise<DigestMail> {
    const [previous] = await this.em.fork().execute<Array<{ end: Date | null }>>(`select max(s.window_end) as end from newsletter_sends s where ${DIGEST_REACHED}`);
    const longest = new Date(end.getTime() - LONGEST_WINDOW_DAYS * 86_400_000);
    const start = previous?.end && new Date(previous.end) > longest ? new Date(previous.end) : new Date(Math.max(longest.getTime(), end.getTime() - 7 * 86_400_000));
    const rows = await this.queries.execute<ArticlesPublishedBetweenQuery, ArticleForMail[]>(new ArticlesPublishedBetweenQuery(start, end));
    const count = rows.length;
    const subject = `Flying@50 this week: ${count} new article${count === 1 ? '' : 's'} (${britishDate(end)})`;
    const articles = rows.map((row) => ({ id: row.id, ...newsletterArticle(row, this.config.publicUrl) }));
    const content: NewsletterContent = {
      subject,
      intro: `This week in Flying@50: ${count} new article${count === 1 ? '' : 's'} for athletes over 50, published between ${britishDate(start)} and ${britishDate(end)}.`,
      articles,
      publicUrl: this.config.publicUrl,
      ...(webCopyUrl ? { webCopyUrl } : {}),
    };
    const rendered = count ? await renderNewsletter(content) : { html: '', text: '' };
    return { subject, preheader: content.intro, ...rendered, start, end, articles };
  }

  private storeDigest(key: string, mail: DigestMail & { webToken: string }, by: number | null, recordEmpty: boolean, conflict?: string): Promise<CreatedSend | undefined> {
    if (!mail.articles.length && !recordEmpty) return Promise.resolve(undefined);
    const { subject, html, text, start, end, webToken } = mail;
    return this.store({ kind: 'weekly', subject, webToken, weekKey: key, start, end, articleId: null, by, html, text, empty: mail.articles.length === 0, conflict });
  }

  /** The mail of one published article (for the send, with its web copy's address, and for the test send to oneself). */
  async articleMail(articleId: number, webCopyUrl?: string): Promise<{ subject: string; html: string; text: string }> {
    const row = await this.queries.execute<ArticleForMailQuery, ArticleForMail | undefined>(new ArticleForMailQuery(articleId));
    if (!row || row.status === 'archived') throw new NotFoundException(NEWSLETTER_SEND_MESSAGES.articleNotFound);
    if (row.status !== 'published') throw new ConflictException(NEWSLETTER_SEND_MESSAGES.notPublished);
    // The body as the article page shows it (the frontend's own renderer: lists, links, quotes).
    const article = newsletterArticle(row, this.config.publicUrl, await articleBlocksOf(this.page, row.long_form_article));
    const content: NewsletterContent = {
      subject: row.title,
      intro: `A new article from Flying@50, published ${britishDate(article.published)}.`,
      articles: [article],
      publicUrl: this.config.publicUrl,
      ...(webCopyUrl ? { webCopyUrl } : {}),
    };
    return { subject: row.title, ...(await renderNewsletter(content)) };
  }

  async article(articleId: number, by: number): Promise<CreatedSend> {
    this.requireMailServer();
    const webToken = newWebToken();
    const mail = await this.articleMail(articleId, this.webCopyUrl(webToken));
    const conflict = NEWSLETTER_SEND_MESSAGES.alreadySent;
    return (await this.store({ kind: 'article', webToken, weekKey: null, start: null, end: null, articleId, by, ...mail, empty: false, conflict }))!;
  }

  /**
   * How many confirmed subscribers a send of the article made now would go to (its confirm question says it): all of
   * them, or after a send of it failed or was stopped, those it did not reach; none, with when it went, once a send of
   * it went out or is going out (another is refused). Reads only. 404 for no such article.
   */
  async articleRecipients(articleId: number): Promise<ArticleRecipients> {
    const row = await this.queries.execute<ArticleForMailQuery, ArticleForMail | undefined>(new ArticleForMailQuery(articleId));
    if (!row || row.status === 'archived') throw new NotFoundException(NEWSLETTER_SEND_MESSAGES.articleNotFound);
    const [counted] = await this.em.fork().execute<Array<{ recipients: number; resend: boolean; sent_at: Date | null }>>(
      `with earlier as (select id from newsletter_sends where kind = 'article' and article_id = ?),
       went as (select created_at from newsletter_sends where kind = 'article' and article_id = ? and status in ('sending', 'sent') limit 1)
       select case when exists (select 1 from went) then 0 else (select count(*) from newsletter_subscribers s where ${NOT_REACHED}) end::int as recipients,
              exists (select 1 from earlier) as resend, (select created_at from went) as sent_at`,
      [articleId, articleId, INTERRUPTED],
    );
    return { recipients: Number(counted.recipients), resend: counted.resend, sent_at: counted.sent_at ? new Date(counted.sent_at) : null };
  }

  private async store(send: {
    kind: 'weekly' | 'article';
    subject: string;
    /** The public token of the send's web copy (its mail links newsletterIssueUrl of it). */
    webToken: string;
    weekKey: string | null;
    start: Date | null;
    end: Date | null;
    articleId: number | null;
    by: number | null;
    html: string;
    text: string;
    empty: boolean;
    /** Thrown (inside the transaction, so an audited command writes no row) when the week or article is already sent. */
    conflict?: string;
  }): Promise<CreatedSend | undefined> {
    return this.outbox.transactional(async (em) => {
      const [row] = await em.execute<Array<{ id: number }>>(
        `insert into newsletter_sends (kind, subject, web_token, article_id, week_key, window_start, window_end, html, text, status, created_by)
         values (?, ?, ?, ?, ?::date, ?, ?, ?, ?, ?, ?)
         on conflict do nothing returning id`,
        [send.kind, send.subject, send.webToken, send.articleId, send.weekKey, send.start, send.end, send.html, send.text, send.empty ? 'empty' : 'sending', send.by],
      );
      if (!row && send.conflict) throw new ConflictException(send.conflict);
      if (!row) return undefined;
      if (send.empty) return { id: row.id, status: 'empty' as const, recipients: 0 };
      // An article sent before (that send failed or was stopped) goes only to those it did not reach: not to a
      // delivery sent, still being handed over, or interrupted while handed over (it may have left).
      const [{ recipients, before }] = await em.execute<Array<{ recipients: number; before: boolean }>>(
        `with earlier as (select id from newsletter_sends where kind = 'article' and article_id = ? and id <> ?),
         added as (insert into newsletter_deliveries (send_id, subscriber_id)
           select ?, s.id from newsletter_subscribers s where ${NOT_REACHED}
            order by s.id returning 1)
         update newsletter_sends set recipients = (select count(*) from added) where id = ? returning recipients, exists (select 1 from earlier) as before`,
        [send.articleId, row.id, row.id, INTERRUPTED, row.id],
      );
      if (before && recipients === 0) throw new ConflictException(NEWSLETTER_SEND_MESSAGES.everyoneHasIt);
      return { id: row.id, status: 'sending' as const, recipients };
    });
  }
}
