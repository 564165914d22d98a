import { describe, expect, it } from '@jest/globals';
import { countUsers, type AdminListedUser } from './user-list';

const user = (email: string, role: AdminListedUser['role'], is_premium = false) => ({ email, role, is_premium }) as AdminListedUser;

describe('Users figures', () => {
  it('count members only: not staff, not the demo content account', () => {
    const users = [
      user('pat@example.com', 'member', true),
      user('sam@example.com', 'member'),
      user('eddie@example.com', 'editor'),
      user('ada@example.com', 'admin', true),
      user('demo-content@flyingat50.invalid', 'member'),
    ];
    expect(countUsers(users)).toEqual({ total: 2, premium: 1, free: 1 });
  });
});
