import { NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { UserSchema } from '../../auth/index.js';
import { MESSAGES } from '../community-messages.js';
import { toProfileView, type ProfileAnswer } from '../views.js';

export class GetProfileQuery {
  constructor(public readonly userId: number) {}
}

@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery, ProfileAnswer> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetProfileQuery): Promise<ProfileAnswer> {
    const user = await this.em.fork().findOne(UserSchema, { id: userId });
    if (!user) throw new NotFoundException(MESSAGES.accountNotFound);
    return { profile: toProfileView(user) };
  }
}
