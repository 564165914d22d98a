import request from 'supertest';
import type { TestApp } from './test-app.js';
import { ADMIN_EMAIL, EDITOR_EMAIL } from './test-app.js';

export const PASSWORD = 'correct-horse-battery';

export interface Identity {
  id: number;
  email: string;
  cookie: string;
}

export function cookieFrom(res: request.Response): string {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  const session = header?.find((c) => c.startsWith('f50_session='));
  if (!session) throw new Error(`No session cookie in response ${res.status}: ${JSON.stringify(res.body)}`);
  return session.split(';')[0];
}

export async function registerMember(t: TestApp, email: string, name = 'Pat Runner'): Promise<Identity> {
  const res = await request(t.server)
    .post('/api/community/auth/register')
    .send({ email, password: PASSWORD, confirmPassword: PASSWORD, name });
  if (res.status !== 200) throw new Error(`register ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.user.id, email, cookie: cookieFrom(res) };
}

export async function registerStaff(t: TestApp, email: string, name = 'Sam Staff'): Promise<Identity> {
  const res = await request(t.server).post('/api/auth/register').send({ email, password: PASSWORD, confirmPassword: PASSWORD, name });
  if (res.status !== 200) throw new Error(`register ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.user.id, email, cookie: cookieFrom(res) };
}

/** The five identities of the authorization matrix. */
export async function identities(t: TestApp) {
  return {
    member: await registerMember(t, 'member@example.com', 'Member One'),
    otherMember: await registerMember(t, 'other@example.com', 'Member Two'),
    editor: await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor'),
    admin: await registerStaff(t, ADMIN_EMAIL, 'Ada Admin'),
  };
}
