import { NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { STAFF_ROLES, type AuthUser } from '../../../infrastructure/http/access.js';
import { PremiumContentSchema } from '../entities/premium-content.entity.js';
import { toPremiumContentView, type PremiumContentView } from '../premium-content-view.js';

export const PREMIUM_NOT_FOUND = 'Premium content not found';

export class GetPremiumContentQuery {
  constructor(public readonly id: number, public readonly reader: AuthUser) {}
}

/** One premium item: members read published items only, staff read drafts too; anything else is 404. */
@QueryHandler(GetPremiumContentQuery)
export class GetPremiumContentHandler implements IQueryHandler<GetPremiumContentQuery, PremiumContentView> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id, reader }: GetPremiumContentQuery): Promise<PremiumContentView> {
    const staff = STAFF_ROLES.includes(reader.role);
    const row = await this.em.fork().findOne(PremiumContentSchema, staff ? { id } : { id, status: 'published' });
    if (!row) throw new NotFoundException(PREMIUM_NOT_FOUND);
    return toPremiumContentView(row);
  }
}
