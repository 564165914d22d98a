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
}

export type UserRow = Pick<User, 'id' | 'email' | 'name' | 'role' | 'is_premium' | 'profile_image_url' | 'created_at' | 'last_login_at' | 'email_verified_at'>;

export function toUserView(user: UserRow): UserView {
  return {
    id: user.id,
    email: user.email,
    name: user.name ?? null,
    role: user.role,
    email_verified: Boolean(user.email_verified_at),
    is_premium: user.is_premium,
    profile_image_url: user.profile_image_url ?? null,
    created_at: new Date(user.created_at).toISOString(),
    last_login_at: user.last_login_at ? new Date(user.last_login_at).toISOString() : null,
  };
}
