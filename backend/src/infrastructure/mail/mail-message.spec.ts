import { describe, expect, it } from '@jest/globals';
import { BRAND_DARK } from '../web/brand-colours.js';
import { composeMail } from './mail-message.js';

describe('composeMail', () => {
  const mail = composeMail(
    'pat@example.com',
    'Reset your <Flying@50> password',
    ['Someone asked to reset the password & more.'],
    [
      { label: 'Choose a new password', url: 'https://flyingat50.test/reset-password#token=abc' },
      { label: 'Tell the team', url: 'mailto:hello@flyingat50.com' },
    ],
    'You can ignore this mail.',
  );

  it('writes the same words as plain text, every link written out', () => {
    expect(mail.text).toBe(
      [
        'Someone asked to reset the password & more.',
        'Choose a new password: https://flyingat50.test/reset-password#token=abc',
        'Tell the team: mailto:hello@flyingat50.com',
        'You can ignore this mail.',
        '— Flying@50',
      ].join('\n\n'),
    );
  });

  it('is a whole HTML document, its subject the title, escaped', () => {
    expect(mail.html.startsWith('<!doctype html>\n<html lang="en-GB">')).toBe(true);
    expect(mail.html).toContain('<title>Reset your &#60;Flying@50&#62; password</title>');
    expect(mail.html).toContain('the password &#38; more.');
    expect(mail.html).toContain('class="mail-button" href="https://flyingat50.test/reset-password#token=abc"');
  });

  it('is drawn for light and dark: it says so, and the dark colours are the site\'s', () => {
    expect(mail.html).toContain('<meta name="color-scheme" content="light dark">');
    expect(mail.html).toContain('@media (prefers-color-scheme: dark)');
    expect(mail.html).toContain(`background: ${BRAND_DARK.accent} !important; color: ${BRAND_DARK.onAccent} !important;`);
  });
});
