import { NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ContentGenerationSchema, type GenerationStatus } from '../entities/content-generation.entity.js';
import { toGenerationView, type GenerationView } from '../generation-view.js';

export const CONTENT_NOT_FOUND = 'Content not found';

export class ListGenerationsQuery {
  constructor(public readonly status: GenerationStatus) {}
}

/** The team's generations with one status, newest first. */
@QueryHandler(ListGenerationsQuery)
export class ListGenerationsHandler implements IQueryHandler<ListGenerationsQuery, GenerationView[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ status }: ListGenerationsQuery): Promise<GenerationView[]> {
    const rows = await this.em.fork().find(ContentGenerationSchema, { status }, { orderBy: { created_at: 'desc', id: 'desc' } });
    return rows.map(toGenerationView);
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
