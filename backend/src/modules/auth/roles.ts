import type { Role } from '../../infrastructure/http/access.js';

export type StaffRole = Exclude<Role, 'member'>;
export const STAFF_ROLE_NAMES: readonly StaffRole[] = ['editor', 'admin'];

const RANK: Record<Role, number> = { member: 0, editor: 1, admin: 2 };

/** Whether `role` includes everything `wanted` may do (an admin is also an editor). */
export const holds = (role: Role, wanted: Role): boolean => RANK[role] >= RANK[wanted];

export const ROLE_WORDS: Record<Role, string> = { member: 'member', editor: 'editor', admin: 'administrator' };
