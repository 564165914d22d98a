import type { Role } from '../../infrastructure/http/access.js';
import type { User } from './entities/user.entity.js';
import type { Roles, StaffRole } from './roles.js';

/** A user as the API shows it. */
export interface UserView {
  id: number;
  email: string;
  name: string | null;
  role: Role;
  /** The staff role the account gets once its address is verified (null when none is waiting). */
  pending_role: StaffRole | null;
  email_verified: boolean;
  is_premium: boolean;
  profile_image_url: string | null;
  created_at: string;
  last_login_at: string | null;
}

export function toUserView(user: User, roles: Roles): UserView {
  const verified = Boolean(user.email_verified_at);
  return {
    id: user.id,
    email: user.email,
    name: user.name ?? null,
    role: roles.roleFor(user.email, verified),
    pending_role: roles.pendingRole(user.email, verified),
    email_verified: verified,
    is_premium: user.is_premium,
    profile_image_url: user.profile_image_url ?? null,
    created_at: new Date(user.created_at).toISOString(),
    last_login_at: user.last_login_at ? new Date(user.last_login_at).toISOString() : null,
  };
}
