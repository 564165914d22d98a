import { NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ContentGenerationSchema, type GenerationStatus } from '../entities/content-generation.entity.js';
import { GENERATION_SUMMARY_COLUMNS, toGenerationSummary, toGenerationView, type GenerationSummary, type GenerationView } from '../generation-view.js';
import { keysetPage } from '../../../infrastructure/database/keyset-page.js';
import { likeWords, type ListCursor, type ListPage } from '../../../infrastructure/http/list-paging.js';

export const CONTENT_NOT_FOUND = 'Content not found';

/** A page of the team's generations with one status; `q`: words each found (any case) in the topic. */
export class ListGenerationsQuery {
  constructor(public readonly status: GenerationStatus, public readonly limit: number, public readonly before?: ListCursor, public readonly q = '') {}
}

/** Summaries newest first on (created_at, id) (content_generations_status_created_index). */
@QueryHandler(ListGenerationsQuery)
export class ListGenerationsHandler implements IQueryHandler<ListGenerationsQuery, ListPage<GenerationSummary>> {
  constructor(private readonly em: EntityManager) {}

  execute({ status, limit, before, q }: ListGenerationsQuery): Promise<ListPage<GenerationSummary>> {
    const where = [{ sql: 'g.status = ?', params: [status] as unknown[] }, ...likeWords(q).map((word) => ({ sql: 'g.topic ilike ?', params: [word] }))];
    const list = { select: GENERATION_SUMMARY_COLUMNS, from: 'from content_generations g', where, at: 'g.created_at', id: 'g.id', map: toGenerationSummary };
    return keysetPage(this.em.fork(), list, limit, before);
  }
}

export class GetGenerationQuery {
  constructor(public readonly id: number) {}
}

@QueryHandler(GetGenerationQuery)
export class GetGenerationHandler implements IQueryHandler<GetGenerationQuery, GenerationView> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetGenerationQuery): Promise<GenerationView> {
    const row = await this.em.fork().findOne(ContentGenerationSchema, { id });
    if (!row) throw new NotFoundException(CONTENT_NOT_FOUND);
    return toGenerationView(row);
  }
}
