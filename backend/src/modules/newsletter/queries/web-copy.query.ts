import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/app-config.js';
import { webCopyHtml } from '../newsletter-mail.js';

/** The shape of a web copy token (newWebToken): 22 characters of base64url. Anything else is answered 404 unread. */
export const WEB_TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** A send's web copy as the page shows it; `reached`: some reader has it (it can no longer become a 404). */
export interface WebCopy {
  id: number;
  html: string;
  reached: boolean;
}

/**
 * The web copy of the send with this public token (GET /newsletter/issues/{token}), or undefined: none has it, or the
 * send has no copy: an empty week, or one that failed or was stopped before reaching anyone. A send still going out
 * has its copy (its first mails link it); it `reached` readers once one delivery was sent (or it ended sent), and from
 * then on its copy never changes (it is the stored mail). Never personalised: the stored HTML carries no reader's
 * unsubscribe address.
 */
export class WebCopyQuery {
  constructor(public readonly token: string) {}
}

@QueryHandler(WebCopyQuery)
export class WebCopyHandler implements IQueryHandler<WebCopyQuery, WebCopy | undefined> {
  constructor(private readonly em: EntityManager, @Inject(AppConfig) private readonly config: AppConfig) {}

  async execute({ token }: WebCopyQuery): Promise<WebCopy | undefined> {
    if (!WEB_TOKEN.test(token)) return undefined;
    const [row] = await this.em.fork().execute<Array<{ id: number; subject: string; html: string; created_at: Date; status: string; reached: boolean }>>(
      `select s.id, s.subject, s.html, s.created_at, s.status,
              s.status = 'sent' or exists (select 1 from newsletter_send_counts c where c.send_id = s.id and c.status = 'sent' and c.n > 0) as reached
         from newsletter_sends s where s.web_token = ? and s.html <> ''`,
      [token],
    );
    if (!row || !(row.reached || row.status === 'sending')) return undefined;
    return { id: row.id, reached: row.reached, html: webCopyHtml({ html: row.html, subject: row.subject, sentAt: new Date(row.created_at) }, this.config.publicUrl) };
  }
}
