import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './app-config.js';
import { MAIL_OFF_WARNING, startWarnings } from './start-warnings.js';

const SECRET = 'a'.repeat(40);

describe('startWarnings', () => {
  it('warns in production without SMTP_URL that mail is off and its links go to the log', () => {
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, PUBLIC_URL: 'https://flying50.example' });
    expect(startWarnings(config, 'main.js', null)).toEqual([MAIL_OFF_WARNING]);
    expect(MAIL_OFF_WARNING).toContain('SMTP_URL is not set');
    expect(MAIL_OFF_WARNING).toContain('password-reset');
    expect(MAIL_OFF_WARNING).toContain('written to this log');
  });

  it('says nothing of mail with SMTP_URL, or outside production (a first start on a laptop reads its links from the log)', () => {
    expect(startWarnings(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, SMTP_URL: 'smtps://u:p@smtp.example.com:465' }), 'main.js', null)).toEqual([]);
    expect(startWarnings(loadConfig({ NODE_ENV: 'development' }), 'main.js', null)).toEqual([]);
  });

  it('adds the memory limits warning when there is one', () => {
    expect(startWarnings(loadConfig({ NODE_ENV: 'development' }), 'worker.js', 'no limits')).toEqual(['no limits']);
  });
});
