import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';

/** An article as a mail shows it (the newsletter): its words, picture, address and publish date. */
export interface ArticleForMail {
  id: number;
  title: string;
  subtitle: string | null;
  slug: string;
  meta_description: string | null;
  tldr_summary: string;
  long_form_article: string;
  featured_image: string | null;
  publish_date: Date | string;
  status: string;
}

const COLUMNS = 'id, title, subtitle, slug, meta_description, tldr_summary, long_form_article, featured_image, publish_date, status';

/** The articles published after `after` up to `until`, newest first (the weekly digest). */
export class ArticlesPublishedBetweenQuery {
  constructor(public readonly after: Date, public readonly until: Date) {}
}

/** One article by id for a mail, whatever its status (undefined when there is none). */
export class ArticleForMailQuery {
  constructor(public readonly id: number) {}
}

@QueryHandler(ArticlesPublishedBetweenQuery)
export class ArticlesPublishedBetweenHandler implements IQueryHandler<ArticlesPublishedBetweenQuery, ArticleForMail[]> {
  constructor(private readonly em: EntityManager) {}

  execute({ after, until }: ArticlesPublishedBetweenQuery): Promise<ArticleForMail[]> {
    return this.em.fork().execute<ArticleForMail[]>(
      `select ${COLUMNS} from website_content where status = 'published' and publish_date > ? and publish_date <= ? order by publish_date desc, id desc`,
      [after, until],
    );
  }
}

@QueryHandler(ArticleForMailQuery)
export class ArticleForMailHandler implements IQueryHandler<ArticleForMailQuery, ArticleForMail | undefined> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: ArticleForMailQuery): Promise<ArticleForMail | undefined> {
    const [row] = await this.em.fork().execute<ArticleForMail[]>(`select ${COLUMNS} from website_content where id = ?`, [id]);
    return row;
  }
}
