import { NotFoundException } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AccountQuery, type User } from '../../auth/index.js';
import { MESSAGES } from '../community-messages.js';
import { toProfileView, type ProfileAnswer } from '../views.js';

export class GetProfileQuery {
  constructor(public readonly userId: number) {}
}

@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery, ProfileAnswer> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ userId }: GetProfileQuery): Promise<ProfileAnswer> {
    const user = await this.queries.execute<AccountQuery, User | null>(new AccountQuery(userId));
    if (!user) throw new NotFoundException(MESSAGES.accountNotFound);
    return { profile: toProfileView(user) };
  }
}
