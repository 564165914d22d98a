import { describe, expect, it } from '@jest/globals';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { helplineHref, helplineLinks, sendsToHelp } from './helpline-links';

describe('helpline numbers in a coach reply', () => {
  it('are links a phone calls or texts', () => {
    const html = renderToStaticMarkup(createElement('p', null, ...helplineLinks('Samaritans answer on 116\u00a0123. Call 999 or NHS 111, or text SHOUT to 85258.')));
    expect(html).toContain('<a href="tel:116123"');
    expect(html).toContain('<a href="tel:999"');
    expect(html).toContain('<a href="tel:111"');
    expect(html).toContain('<a href="sms:85258?&amp;body=SHOUT"');
    expect(html).toContain('>116\u00a0123</a>');
  });

  it('leave other figures alone', () => {
    expect(helplineLinks('Ran 9999 m, 1999 was my best year, 999.5 g')).toEqual(['Ran 9999 m, 1999 was my best year, 999.5 g']);
    expect(helplineHref('116 123')).toBe('tel:116123');
    expect(sendsToHelp('If it comes back with chest pain, stop and call 999 (or your local emergency number).')).toBe(true);
    expect(sendsToHelp('Your 10 km run in 58:12 is logged.')).toBe(false);
  });
});
