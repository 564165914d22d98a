import request from 'supertest';
import { generate } from 'otplib';
import { tokenFrom } from '../fakes/fake-smtp.js';
import type { TestApp } from './test-app.js';
import { ADMIN_EMAIL, EDITOR_EMAIL } from './test-app.js';

export const PASSWORD = 'correct-horse-battery';

export interface Identity {
  id: number;
  email: string;
  cookie: string;
}

/** The session cookie an answer sets (`f50_session`, or `__Host-f50_session` when the test app's PUBLIC_URL is https), as a Cookie header. */
export function cookieFrom(res: request.Response): string {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  const session = header?.find((c) => /^(__Host-)?f50_session=[^;]/.test(c));
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

/**
 * The staff account of an address the test app's settings invite at start (ADMIN_EMAIL as administrator, EDITOR_EMAIL
 * as editor): opens the invitation mailed to it and sets name and password, as its owner would; signed in.
 */
export async function registerStaff(t: TestApp, email: string, name = 'Sam Staff'): Promise<Identity> {
  const res = await acceptInvitation(t, await invitationToken(t, email), name);
  if (res.status !== 200) throw new Error(`accept the invitation of ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.user.id, email, cookie: cookieFrom(res) };
}

/** The token of the newest invitation mailed to the address (waits for it to arrive). */
export async function invitationToken(t: TestApp, email: string): Promise<string> {
  const mail = await t.mail.waitFor((m) => m.to.includes(email) && m.subject === INVITATION_SUBJECT);
  return tokenFrom(mail, '/accept-invitation');
}

export function acceptInvitation(t: TestApp, token: string, name = 'Sam Staff', password = PASSWORD) {
  return request(t.server).post('/api/auth/invitations/accept').send({ token, name, password, confirmPassword: password });
}

export const INVITATION_SUBJECT = "You're invited to the Flying@50 editorial team";
export const ADDRESS_CODE_SUBJECT = 'Your Flying@50 confirmation code';

/** The code of the first confirmation-code mail to the address received at or after `since` (ms; waits for it). */
export async function addressCode(t: TestApp, email: string, since = 0): Promise<string> {
  await t.flushOutbox();
  const mail = await t.mail.waitFor((m) => m.to.includes(email) && m.subject === ADDRESS_CODE_SUBJECT && m.receivedAt >= since);
  const code = /Your code is (\d{8})\./.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in "${mail.subject}": ${mail.text}`);
  return code;
}

/**
 * Sets up and turns on two-step sign-in for the account as its owner does: the password, the app's code and, for an
 * address never confirmed, the code mailed to it. Answers the app's secret and the recovery codes.
 */
export async function turnOnTwoStep(t: TestApp, who: Identity, password = PASSWORD): Promise<{ secret: string; recovery: string[] }> {
  const since = Date.now();
  const setup = await request(t.server).post('/api/community/auth/two-factor/setup').set('Cookie', who.cookie).send({ password });
  if (setup.status !== 200) throw new Error(`two-step set-up of ${who.email}: ${setup.status} ${JSON.stringify(setup.body)}`);
  const email_code = setup.body.email_code_sent_to ? await addressCode(t, who.email, since) : undefined;
  const code = await generate({ secret: setup.body.secret });
  const on = await request(t.server).post('/api/community/auth/two-factor/enable').set('Cookie', who.cookie).send({ code, email_code });
  if (on.status !== 200) throw new Error(`turning on two-step sign-in of ${who.email}: ${on.status} ${JSON.stringify(on.body)}`);
  who.cookie = cookieFrom(on); // the session goes on under a new token
  return { secret: setup.body.secret, recovery: on.body.recovery_codes };
}
export const RESET_SUBJECT = 'Reset your Flying@50 password';

/**
 * Asks to move the account to `to` (with a code when two-step sign-in is on) and opens the link mailed there, as its
 * reader would (perhaps tricked: the link shows only that someone reading `to` clicked).
 */
export async function moveAccount(t: TestApp, who: Identity, to: string, code?: string): Promise<void> {
  const asked = await request(t.server).post('/api/community/auth/email').set('Cookie', who.cookie).send({ password: PASSWORD, email: to, code });
  if (asked.status !== 200) throw new Error(`moving ${who.email} to ${to}: ${asked.status} ${JSON.stringify(asked.body)}`);
  await t.flushOutbox();
  const token = tokenFrom(await t.mail.waitFor((m) => m.to.includes(to) && m.subject === 'Confirm your new Flying@50 address'), '/change-email');
  const opened = await request(t.server).post('/api/auth/email-change/confirm').send({ token });
  if (opened.status !== 200) throw new Error(`opening the link to ${to}: ${opened.status} ${JSON.stringify(opened.body)}`);
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
