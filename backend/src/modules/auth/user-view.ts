import type { Role } from '../../infrastructure/http/access.js';
import type { User } from './entities/user.entity.js';

/** A user as the API shows it. */
export interface UserView {
  id: number;
  email: string;
  name: string | null;
  /** member, or the staff role an accepted invitation granted. */
  role: Role;
  email_verified: boolean;
  is_premium: boolean;
  profile_image_url: string | null;
  created_at: string;
  last_login_at: string | null;
  /**
   * A staff account that must turn on two-step sign-in before using the staff tools (STAFF_TWO_FACTOR=required): until
   * then it has a member's access.
   */
  two_factor_needed: boolean;
}

/**
 * Whether the account is premium now, in SQL for `users u` (the session lookup) and in code for a loaded row: premium
 * is set and, when a subscription gave it, its end (`premium_until`: the paid period, or a grace period) is ahead.
 */
/** The calendar of a member who has not told theirs (the one everybody's days and weeks were counted in before). */
export const MEMBER_TIME_ZONE_DEFAULT = 'Europe/London';
/** The time zone a member's days and weeks are counted in. */
export const memberTimeZone = (user: { time_zone?: string | null }): string => user.time_zone ?? MEMBER_TIME_ZONE_DEFAULT;

export const PREMIUM_NOW_SQL = '(u.is_premium and (u.premium_until is null or u.premium_until > now()))';
export const premiumNow = (user: { is_premium: boolean; premium_until?: Date | string | null }, now = new Date()): boolean =>
  user.is_premium && (!user.premium_until || new Date(user.premium_until) > now);

export type UserRow = Pick<User, 'id' | 'email' | 'name' | 'role' | 'is_premium' | 'profile_image_url' | 'created_at' | 'last_login_at' | 'email_verified_at'> & { premium_until?: Date | string | null };

export function toUserView(user: UserRow, twoFactorNeeded = false): UserView {
  return {
    id: user.id,
    email: user.email,
    name: user.name ?? null,
    role: user.role,
    email_verified: Boolean(user.email_verified_at),
    is_premium: premiumNow(user),
    profile_image_url: user.profile_image_url ?? null,
    created_at: new Date(user.created_at).toISOString(),
    last_login_at: user.last_login_at ? new Date(user.last_login_at).toISOString() : null,
    two_factor_needed: twoFactorNeeded,
  };
}

/** Whether the account has to turn on two-step sign-in before it has its staff role's access (see UserView). */
export const needsSecondStep = (role: Role, twoFactorOn: boolean, required: boolean): boolean => required && role !== 'member' && !twoFactorOn;
