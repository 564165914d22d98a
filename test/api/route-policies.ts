import type { AccessPolicy } from '../../backend/src/infrastructure/http/access.js';
import type { TestApp } from '../support/test-app.js';
import type { Identity } from '../support/auth.js';

export interface RouteRule {
  policy: AccessPolicy;
  /** Request body sent by every identity (so allowed calls get past validation where it matters). */
  body?: object;
  /** Creates what the route's path parameters point at; return the parameter values. */
  fixture?: (t: TestApp, people: Record<'member' | 'otherMember' | 'editor' | 'admin', Identity>) => Promise<Record<string, string | number>>;
  /** The fixture belongs to the member: the other member must get 404. */
  ownedBy?: 'member';
}

/** Who may call each route. Every route the app serves must be listed (checked by authorization.test.ts). */
export const ROUTE_POLICIES: Record<string, RouteRule> = {
  'GET /api/health': { policy: 'public' },
  'POST /api/auth/login': { policy: 'public' },
  'POST /api/auth/register': { policy: 'public' },
  'GET /api/auth/me': { policy: 'signed-in' },
  'POST /api/auth/logout': { policy: 'public' },
  'GET /api/admin/users': { policy: 'admin' },
  'POST /api/community/auth/login': { policy: 'public' },
  'POST /api/community/auth/register': { policy: 'public' },
  'GET /api/community/auth/me': { policy: 'signed-in' },
  'POST /api/community/auth/logout': { policy: 'public' },
};
