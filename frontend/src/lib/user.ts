/** The signed-in account as both session calls return it. */
export type UserRole = 'member' | 'editor' | 'admin';

export interface SessionUser {
  id: number;
  email: string;
  name: string | null;
  role: UserRole;
  /** The staff role waiting for the address to be verified (the lists name it, the link is not yet opened). */
  pending_role?: Exclude<UserRole, 'member'> | null;
  email_verified?: boolean;
  is_premium: boolean;
}

/** GET /api/auth/me and GET /api/community/auth/me (null when the server answers 401). */
export type SessionResponse = { user: SessionUser | null } | null;

/** POST .../login and .../register. */
export interface AuthResponse {
  success: boolean;
  user?: SessionUser;
  error?: string;
}

export function isStaff(user: SessionUser | null | undefined): boolean {
  return user?.role === 'editor' || user?.role === 'admin';
}

export function isAdmin(user: SessionUser | null | undefined): boolean {
  return user?.role === 'admin';
}

/** The name to greet someone by: their name, else the part of the e-mail before the @. */
export function displayName(user: Pick<SessionUser, 'name' | 'email'>): string {
  const name = user.name?.trim();
  return name || user.email.split('@')[0];
}
