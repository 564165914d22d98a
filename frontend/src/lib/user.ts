import type { Answer, Schema } from './api-types';

/** The signed-in account as both session calls return it (from the OpenAPI document). */
export type SessionUser = Schema<'UserViewDto'>;
export type UserRole = SessionUser['role'];

/** GET /api/auth/me and GET /api/community/auth/me (null when the server answers 401; the cache sets user null on sign-out). */
export type SessionResponse = { user: Answer<'/api/auth/me', 'get'>['user'] | null } | null;

/** POST .../login and .../register (staff and members answer alike). A refusal is a 4xx, thrown by the API client (api-client.ts). */
export type AuthResponse = Answer<'/api/auth/login', 'post'>;

export function isStaff(user: SessionUser | null | undefined): boolean {
  return user?.role === 'editor' || user?.role === 'admin';
}

/** Premium reports in full, and saving them: premium members and staff (the server's rule, premium/entitlement.ts). */
export function mayReadPremium(user: SessionUser | null | undefined): boolean {
  return Boolean(user && (user.is_premium || isStaff(user)));
}

export function isAdmin(user: SessionUser | null | undefined): boolean {
  return user?.role === 'admin';
}

/** The name to greet someone by: their name, else the part of the e-mail before the @. */
export function displayName(user: Pick<SessionUser, 'name' | 'email'>): string {
  const name = user.name?.trim();
  return name || user.email.split('@')[0];
}
