import { Injectable } from '@nestjs/common';
import { QueryBus, type IQuery } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { makeAnswer, PublicCache, sendAnswer } from '../../infrastructure/cache/public-cache.js';
import { API_CACHE_CONTROL } from '../../infrastructure/http/cache-control.js';
import { STAFF_ROLES, type AuthUser } from '../../infrastructure/http/access.js';

/**
 * Sends the pages of a list after the first (a cursor): read from the database on their index, not kept by the public
 * cache (a cursor names any point of the archive, so caching them would let the cache grow with it), but with an ETag
 * and compression like the cached reads. Staff get their summaries, never stored by a shared cache.
 */
@Injectable()
export class ArticleLists {
  constructor(private readonly queries: QueryBus, private readonly cache: PublicCache) {}

  /** `tags`: the list's (an edge keeps a readers' page until they are purged). */
  async sendPage(req: Request, res: Response, readerQuery: IQuery, staffQuery: IQuery, tags: readonly string[]): Promise<void> {
    const user = (req as Request & { user?: AuthUser | null }).user;
    const staff = !!user && STAFF_ROLES.includes(user.role);
    const value: unknown = await this.queries.execute(staff ? staffQuery : readerQuery);
    sendAnswer(req, res, await makeAnswer(JSON.stringify(value), 'application/json; charset=utf-8'), staff ? { cacheControl: API_CACHE_CONTROL } : this.cache.publicHeaders(tags));
  }
}
