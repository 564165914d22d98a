import type { AccessPolicy } from '../../backend/src/infrastructure/http/access.js';
import type { TestApp } from '../support/test-app.js';
import type { Identity } from '../support/auth.js';
import { insertGeneration } from './content-fixtures.js';

export interface RouteRule {
  policy: AccessPolicy;
  /** Request body sent by every identity (so allowed calls get past validation where it matters). */
  body?: object;
  /** Creates what the route's path parameters point at; return the parameter values. */
  fixture?: (t: TestApp, people: Record<'member' | 'otherMember' | 'editor' | 'admin', Identity>) => Promise<Record<string, string | number>>;
  /** The fixture belongs to the member: the other member must get 404. */
  ownedBy?: 'member';
}

async function generation(t: TestApp, people: Record<'member' | 'otherMember' | 'editor' | 'admin', Identity>) {
  return { id: await insertGeneration(t, { created_by: people.editor.id }) };
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
  // Content generator and Apple News+ generations (issue 3): staff only; image search for anyone signed in.
  'GET /api/content/generations': { policy: 'staff' },
  'GET /api/content/generations/archived': { policy: 'staff' },
  'GET /api/content/generations/{id}': { policy: 'staff', fixture: generation },
  'PUT /api/content/generations/{id}': { policy: 'staff', fixture: generation, body: { topic: 'Renamed by the authorization test' } },
  'PUT /api/content/generations/{id}/archive': { policy: 'staff', fixture: generation },
  'DELETE /api/content/generations/{id}': { policy: 'staff', fixture: generation },
  'POST /api/content/generate': { policy: 'staff' },
  'GET /api/content/generate/progress/{requestId}': { policy: 'staff', fixture: async () => ({ requestId: '00000000-0000-4000-8000-000000000000' }) },
  'GET /api/content/default-prompt': { policy: 'staff' },
  'POST /api/content/auto-initialize': { policy: 'staff' },
  'GET /api/pexels/search': { policy: 'signed-in' },
};
