import { SetMetadata } from '@nestjs/common';

/**
 * Who may call a route. Every route must carry one (the guard denies routes without a policy):
 * - public: anyone, signed in or not
 * - signed-in: any signed-in user (members' own data; ownership is checked in the handlers)
 * - staff: editors and admins
 * - admin: admins only (ADMIN_EMAILS)
 */
export type AccessPolicy = 'public' | 'signed-in' | 'staff' | 'admin';
export const ACCESS_KEY = 'access-policy';
export const Access = (policy: AccessPolicy) => SetMetadata(ACCESS_KEY, policy);

export type Role = 'member' | 'editor' | 'admin';

export interface AuthUser {
  id: number;
  email: string;
  name: string | null;
  role: Role;
  is_premium: boolean;
  sessionId: string;
}

export const STAFF_ROLES: readonly Role[] = ['editor', 'admin'];
