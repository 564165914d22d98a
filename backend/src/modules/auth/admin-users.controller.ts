import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../infrastructure/http/access.js';
import { ListUsersQuery } from './queries/users.queries.js';
import type { UserView } from './user-view.js';

@ApiTags('admin')
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Access('admin')
  @ApiOperation({ summary: 'Every account (read-only), for administrators' })
  async list(): Promise<{ users: UserView[] }> {
    return { users: await this.queries.execute<ListUsersQuery, UserView[]>(new ListUsersQuery()) };
  }
}
