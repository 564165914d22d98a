import type { Role } from '../../infrastructure/http/access.js';
import type { User } from './entities/user.entity.js';

/** A user as the API shows it. */
export interface UserView {
  id: number;
  email: string;
  name: string | null;
  role: Role;
  is_premium: boolean;
  profile_image_url: string | null;
  created_at: string;
  last_login_at: string | null;
}

export function toUserView(user: User, role: Role): UserView {
  return {
    id: user.id,
    email: user.email,
    name: user.name ?? null,
    role,
    is_premium: user.is_premium,
    profile_image_url: user.profile_image_url ?? null,
    created_at: new Date(user.created_at).toISOString(),
    last_login_at: user.last_login_at ? new Date(user.last_login_at).toISOString() : null,
  };
}
