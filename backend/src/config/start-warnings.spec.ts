import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './app-config.js';
import { dkimAlignmentWarning, MAIL_OFF_WARNING, publicUrlWarning, startWarnings } from './start-warnings.js';

const SECRET = 'a'.repeat(40);
const SMTP_URL = 'smtps://u:p@smtp.example.com:465';

describe('startWarnings', () => {
  it('warns in production without SMTP_URL that mail is off and its links go to the log', () => {
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, PUBLIC_URL: 'https://flying50.example' });
    expect(startWarnings(config, 'main.js', null)).toEqual([MAIL_OFF_WARNING]);
    expect(MAIL_OFF_WARNING).toContain('SMTP_URL is not set');
    expect(MAIL_OFF_WARNING).toContain('password-reset');
    expect(MAIL_OFF_WARNING).toContain('written to this log');
  });

  it('says nothing of mail with SMTP_URL, or outside production (a first start on a laptop reads its links from the log)', () => {
    expect(startWarnings(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, SMTP_URL, PUBLIC_URL: 'https://flying50.example' }), 'main.js', null)).toEqual([]);
    expect(startWarnings(loadConfig({ NODE_ENV: 'development' }), 'main.js', null)).toEqual([]);
  });

  it('warns in production when PUBLIC_URL is unset or names this machine, saying what it affects', () => {
    for (const PUBLIC_URL of [undefined, 'http://localhost:3000', 'http://127.0.0.1:8080', 'https://localhost']) {
      const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, SMTP_URL, PORT: '4320', PUBLIC_URL });
      expect(startWarnings(config, 'main.js', null)).toEqual([publicUrlWarning(config.publicUrl)]);
    }
    const warning = publicUrlWarning('http://localhost:4320');
    expect(warning).toMatch(/^PUBLIC_URL is not set/);
    expect(warning).toContain('http://localhost:4320');
    expect(warning).toContain('invitation, password-reset');
    expect(warning).toContain('Secure');
  });

  it('says nothing of PUBLIC_URL outside production (npm start on a fresh clone), nor with a public address', () => {
    expect(startWarnings(loadConfig({ NODE_ENV: 'development', PORT: '3000' }), 'main.js', null)).toEqual([]);
    expect(startWarnings(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, SMTP_URL, PUBLIC_URL: 'http://flying50.internal:8080' }), 'main.js', null)).toEqual([]);
  });

  it('adds the memory limits warning when there is one', () => {
    expect(startWarnings(loadConfig({ NODE_ENV: 'development' }), 'worker.js', 'no limits')).toEqual(['no limits']);
  });

  it("warns when DKIM signs for a domain DMARC does not align with MAIL_FROM's, and not for that domain or a parent of it", () => {
    const dkim = (domainName: string) => ({ domainName, keySelector: 'mail2026', privateKey: '' });
    const mailFrom = 'Flying@50 <no-reply@news.flyingat50.com>';
    expect(dkimAlignmentWarning({ mailFrom, dkim: dkim('news.flyingat50.com') })).toBeNull();
    expect(dkimAlignmentWarning({ mailFrom, dkim: dkim('flyingat50.com') })).toBeNull();
    expect(dkimAlignmentWarning({ mailFrom })).toBeNull();
    const warning = "DKIM_DOMAIN (mailer.example) is neither the domain of MAIL_FROM's address (news.flyingat50.com) nor a parent of it, so DMARC does not count the signature; set DKIM_DOMAIN to news.flyingat50.com or leave it unset.";
    expect(dkimAlignmentWarning({ mailFrom, dkim: dkim('mailer.example') })).toBe(warning);
    expect(dkimAlignmentWarning({ mailFrom, dkim: dkim('lyingat50.com') })).not.toBeNull();
    expect(startWarnings({ env: 'development', publicUrl: 'http://localhost:3000', mailFrom, dkim: dkim('mailer.example') }, 'main.js', null)).toEqual([warning]);
  });
});
