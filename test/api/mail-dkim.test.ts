import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { loadConfig } from '../../backend/src/config/app-config.js';
import { MailSender } from '../../backend/src/infrastructure/mail/mail-sender.js';
import { startFakeSmtp, type FakeSmtp, type ReceivedMail } from '../fakes/fake-smtp.js';

/**
 * DKIM signing (DKIM_SELECTOR, DKIM_PRIVATE_KEY_FILE): the mail the app hands to SMTP, transactional and bulk, verified
 * as a receiving server does, by mailauth (the library of nodemailer's author) with the public key where DNS would hold it.
 */
describe('mail-dkim', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const dir = mkdtempSync(join(tmpdir(), 'f50-dkim-'));
  const keyFile = join(dir, 'dkim.pem');
  writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
  /** The TXT record of mail2026._domainkey.flyingat50.test, as the publisher publishes it. */
  const record = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
  const resolver = async (name: string, type: string) => {
    if (name === 'mail2026._domainkey.flyingat50.test' && type === 'TXT') return [[record]];
    throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
  };
  // Strict: RFC 6376, 8301 and 8463 to the letter, where a changed body is a 'fail' (lenient mode says 'neutral').
  const verified = async (raw: Buffer | string) => (await dkimVerify(raw, { resolver, strict: true })).results;

  let smtp: FakeSmtp;
  const senders: MailSender[] = [];
  const sender = (env: Record<string, string>) => {
    const made = new MailSender(loadConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url, MAIL_FROM: 'Flying@50 <no-reply@flyingat50.test>', ...env }));
    senders.push(made);
    return made;
  };
  const message = (to: string) => ({ to, subject: `Hello ${to}`, text: 'Your weekly digest.\n\nRead on at flyingat50.test.', html: '<p>Your weekly digest.</p>' });
  const received = (to: string): Promise<ReceivedMail> => smtp.waitFor((mail) => mail.to.includes(to));

  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(async () => {
    for (const each of senders) each.onApplicationShutdown();
    await smtp?.close();
  });

  it("signs transactional and newsletter mail for MAIL_FROM's domain, and a receiver's check passes", async () => {
    const signing = sender({ DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY_FILE: keyFile });
    await signing.send(message('pat@example.com'));
    await signing.sendBulk({ ...message('sam@example.com'), headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } });
    for (const to of ['pat@example.com', 'sam@example.com']) {
      const mail = await received(to);
      expect(mail.headers['dkim-signature']).toMatch(/\bd=flyingat50\.test;/);
      const [result] = await verified(mail.raw);
      expect(result).toMatchObject({ signingDomain: 'flyingat50.test', selector: 'mail2026', status: { result: 'pass' } });
    }
  });

  it('fails the check once the message is changed on the way, so the pass above means something', async () => {
    const mail = await received('pat@example.com');
    const changed = mail.raw.toString('utf8').replace('Your weekly digest.', 'Your weekly digest!');
    const [result] = await verified(changed);
    expect(result.status).toMatchObject({ result: 'fail', comment: 'body hash did not verify' });
  });

  it('signs for DKIM_DOMAIN when set, and not at all without the settings', async () => {
    await sender({ DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY_FILE: keyFile, DKIM_DOMAIN: 'mail.flyingat50.test' }).send(message('lee@example.com'));
    expect((await received('lee@example.com')).headers['dkim-signature']).toMatch(/\bd=mail\.flyingat50\.test;/);
    await sender({}).send(message('kim@example.com'));
    expect((await received('kim@example.com')).headers['dkim-signature']).toBeUndefined();
  });

  it('refuses to start on settings that cannot sign, naming the setting', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ NODE_ENV: 'test', ...env });
        return [];
      } catch (error) {
        return (error as { problems: string[] }).problems;
      }
    };
    expect(problems({ DKIM_SELECTOR: 'mail2026' })).toEqual(['DKIM signing needs both DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE; missing: DKIM_PRIVATE_KEY_FILE']);
    expect(problems({ DKIM_PRIVATE_KEY_FILE: join(dir, 'absent.pem'), DKIM_SELECTOR: 'mail2026' })).toEqual([`DKIM_PRIVATE_KEY_FILE: cannot read ${join(dir, 'absent.pem')} (ENOENT)`]);
    const notAKey = join(dir, 'not-a-key.pem');
    writeFileSync(notAKey, 'hello');
    expect(problems({ DKIM_PRIVATE_KEY_FILE: notAKey, DKIM_SELECTOR: 'mail2026' })).toEqual([`DKIM_PRIVATE_KEY_FILE: ${notAKey} holds no private key in PEM form (-----BEGIN PRIVATE KEY-----)`]);
    const ecKey = join(dir, 'ec.pem');
    writeFileSync(ecKey, generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }));
    expect(problems({ DKIM_PRIVATE_KEY_FILE: ecKey, DKIM_SELECTOR: 'mail2026' })).toEqual([`DKIM_PRIVATE_KEY_FILE: ${ecKey} must hold an RSA key of at least 1024 bits (2048 recommended); it holds an ec key`]);
    expect(problems({ DKIM_SELECTOR: 'mail 2026', DKIM_PRIVATE_KEY_FILE: keyFile })).toEqual(['DKIM_SELECTOR must be a DNS name such as mail2026']);
    expect(problems({ DKIM_DOMAIN: 'flyingat50.test' })).toEqual(['DKIM_DOMAIN needs DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE (DKIM signing is off without them)']);
  });
});
