import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { AuditActorInterceptor } from './audit-actor.interceptor.js';

/**
 * Who may call a route. Every route must carry one (the guard denies routes without a policy):
 * - public: anyone, signed in or not
 * - signed-in: any signed-in user (members' own data; ownership is checked in the handlers)
 * - staff: editors and admins
 * - admin: admins only (a role granted by invitation)
 */
export type AccessPolicy = 'public' | 'signed-in' | 'staff' | 'admin';
export const ACCESS_KEY = 'access-policy';
export const ACCESS_OPTIONS_KEY = 'access-options';

export interface AccessOptions {
  /**
   * false: no API key may call this route, whatever its policy (a staff route that shows members' data).
   * 'staff': a staff API key may call this `signed-in` route too, and is answered as the editor it stands for (a read
   * that members and staff share, such as the premium list, whose staff answer an editor's tooling needs).
   * Left out, the policy decides (see `apiKeyMayCall`).
   */
  apiKeys?: false | 'staff';
  /**
   * A dangerous action (account deletion, a new API key): a session must have proved its password within the last
   * RECENT_PASSWORD_MINUTES (sign-in, a password change or POST /api/auth/confirm-password), else 403 with reason
   * `reauth_required` and nothing changes. API keys, where a route admits them, are not asked.
   */
  recentPassword?: boolean;
}

/** How long a session's proof of its password lets it take dangerous actions. */
export const RECENT_PASSWORD_MINUTES = 10;
export const REAUTH = {
  message: 'Please confirm your password to continue.',
  reason: 'reauth_required',
} as const;


/** The OpenAPI extension that carries a route's policy to `finishOpenApi` (which turns it into security and 4xx answers). */
export const ACCESS_EXTENSION = 'x-access';

/**
 * A route's policy (read by AccessGuard and the OpenAPI document). Routes for signed-in callers also run their handler
 * with the caller as the audit actor (AuditActorInterceptor); public routes run without one, as nobody: they execute no
 * audited command (staff work is on staff and admin routes), and an interceptor on every public read would cost each
 * reader's request about a fifth of its time (Nest runs a route's interceptors as RxJS observables).
 */
export const Access = (policy: AccessPolicy, options: AccessOptions = {}) =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, policy),
    SetMetadata(ACCESS_OPTIONS_KEY, options),
    ApiExtension(ACCESS_EXTENSION, { policy, ...options }),
    ...(policy === 'public' ? [] : [UseInterceptors(AuditActorInterceptor)]),
  );

/** What an API key may do: `content` reads the published magazine; `staff` also does an editor's staff work. */
export type ApiKeyScope = 'content' | 'staff';
export const API_KEY_SCOPES: readonly ApiKeyScope[] = ['content', 'staff'];

const READS = new Set(['GET', 'HEAD']);

/**
 * Whether a key of the scope may call a route, from the route's policy alone (so every route, including routes added
 * later, is covered): both scopes read public routes (GET/HEAD: the magazine's published content); `staff` keys also
 * call staff routes (an editor's work) and the signed-in routes marked `apiKeys: 'staff'`; no key reaches public writes
 * (sign-in, registration ...), other members' routes (`signed-in`) or admin routes (users, keys, audit log), nor a
 * route marked `apiKeys: false`.
 */
export function apiKeyMayCall(scope: ApiKeyScope, policy: AccessPolicy, method: string, options: AccessOptions = {}): boolean {
  if (options.apiKeys === false) return false;
  if (policy === 'public') return READS.has(method.toUpperCase());
  return scope === 'staff' && (policy === 'staff' || (policy === 'signed-in' && options.apiKeys === 'staff'));
}

export type Role = 'member' | 'editor' | 'admin';

export interface AuthUser {
  id: number;
  email: string;
  name: string | null;
  role: Role;
  is_premium: boolean;
  sessionId: string;
  /**
   * The session proved the account's password within RECENT_PASSWORD_MINUTES (by the database's clock, read with the
   * session on every request); absent for API keys.
   */
  passwordRecent?: boolean;
  /** Set when the request was made with an API key (Authorization: Bearer); `id` is then the admin who created it. */
  apiKey?: { id: number; name: string; scope: ApiKeyScope };
}

export const STAFF_ROLES: readonly Role[] = ['editor', 'admin'];
