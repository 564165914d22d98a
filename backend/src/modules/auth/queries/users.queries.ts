import { NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { UserSchema } from '../entities/user.entity.js';
import { toUserView, type UserView } from '../user-view.js';

export class ListUsersQuery {}

/** Every account, newest first (the admin Users tab sorts and filters on the client). */
@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery, UserView[]> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<UserView[]> {
    const users = await this.em.fork().find(UserSchema, {}, { orderBy: { created_at: 'desc', id: 'desc' } });
    return users.map((u) => toUserView(u));
  }
}

export class GetUserQuery {
  constructor(public readonly id: number) {}
}

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery, UserView> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetUserQuery): Promise<UserView> {
    const user = await this.em.fork().findOne(UserSchema, { id });
    if (!user) throw new NotFoundException('Account not found');
    return toUserView(user);
  }
}
