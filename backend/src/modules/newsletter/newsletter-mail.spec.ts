import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../config/app-config.js';
import type { ArticleBlock } from '../../infrastructure/web/article-blocks.js';
import { britishDate, mailHref, mailImage, newsletterIssueUrl, personalise, renderNewsletter, UNSUBSCRIBE_PLACEHOLDER, webCopyHtml } from './newsletter-mail.js';
import { subscriberOfToken, unsubscribeToken } from './unsubscribe-token.js';

const SECRET = 'x'.repeat(40);

describe('newsletter mail', () => {
  it('writes dates the British way, in London time', () => {
    expect(britishDate(new Date('2026-11-27T10:00:00Z'))).toBe('27 November 2026');
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(britishDate(new Date('2026-06-30T23:30:00Z'))).toBe('1 July 2026');
  });

  it('takes the 960 px copy of our uploads, absolute, and leaves other addresses as they are', () => {
    expect(mailImage('/uploads/0123456789abcdef0123456789abcdef.webp', 'https://mag.example.com')).toBe('https://mag.example.com/uploads/0123456789abcdef0123456789abcdef-mail.jpg');
    expect(mailImage('https://mag.example.com/uploads/0123456789abcdef0123456789abcdef.webp', 'https://mag.example.com')).toBe('https://mag.example.com/uploads/0123456789abcdef0123456789abcdef-mail.jpg');
    expect(mailImage('https://other.example/uploads/0123456789abcdef0123456789abcdef.webp', 'https://mag.example.com')).toBe('https://other.example/uploads/0123456789abcdef0123456789abcdef.webp');
    expect(mailImage('https://images.pexels.com/photos/1/a.jpeg', 'https://mag.example.com')).toBe('https://images.pexels.com/photos/1/a.jpeg');
    expect(mailImage('javascript:alert(1)', 'https://mag.example.com')).toBeNull();
    expect(mailImage(null, 'https://mag.example.com')).toBeNull();
  });

  it('renders HTML and text from the same content, escaping what the articles say', async () => {
    const { html, text } = await renderNewsletter({
      subject: 'Weekly',
      intro: 'This week: <b>two</b> articles',
      publicUrl: 'https://mag.example.com',
      articles: [
        {
          title: 'Fish & chips <script>alert(1)</script>',
          deck: null,
          summary: 'Once a week is fine.',
          url: 'https://mag.example.com/article/fish',
          published: new Date('2026-11-25T09:00:00Z'),
          image: { src: 'https://mag.example.com/uploads/a-960.webp', alt: 'Picture for the article: Fish & chips' },
        },
      ],
    });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('Fish &amp; chips &lt;script&gt;');
    expect(html).toContain('alt="Picture for the article: Fish &amp; chips"');
    expect(html).toContain('Published 25 November 2026');
    expect(text).toContain('FISH & CHIPS <SCRIPT>ALERT(1)</SCRIPT>');
    expect(text).toContain('Read the article: https://mag.example.com/article/fish');
    for (const part of [html, text]) expect(personalise(part, 'https://u.example/x')).not.toContain(UNSUBSCRIBE_PLACEHOLDER);
  });

  it("mails an article's body as the article page shows it: lists, numbered lists, links (absolute) and quotes", async () => {
    const blocks: ArticleBlock[] = [
      { kind: 'paragraph', text: 'Read the plan.', spans: [{ text: 'Read ' }, { text: 'the plan', href: '/article/plan' }, { text: '.' }] },
      { kind: 'heading', text: 'The drills' },
      { kind: 'list', ordered: false, start: 1, items: [[{ kind: 'paragraph', text: 'Four strides', spans: [{ text: 'Four strides', strong: true }] }], [{ kind: 'paragraph', text: 'Two drills', spans: [{ text: 'Two drills' }] }]] },
      { kind: 'list', ordered: true, start: 3, items: [[{ kind: 'paragraph', text: 'Warm up', spans: [{ text: 'Warm up' }] }]] },
      { kind: 'quote', blocks: [{ kind: 'paragraph', text: 'Easy days easy.', spans: [{ text: 'Easy days easy.' }] }] },
      { kind: 'paragraph', text: 'More at example.', spans: [{ text: 'More at ' }, { text: 'example <b>', href: 'https://example.com/a?b=1&c=2' }] },
    ];
    const { html, text } = await renderNewsletter({
      subject: 'One article',
      intro: 'A new article.',
      publicUrl: 'https://mag.example.com',
      articles: [{ title: 'Strides', deck: null, summary: 'S.', url: 'https://mag.example.com/article/strides', published: new Date('2026-11-25T09:00:00Z'), image: null, blocks }],
    });
    expect(html).toContain('<a href="https://mag.example.com/article/plan" style="color:#0c6663">the plan</a>');
    expect(html).toMatch(/<ul style="[^"]*"><li style="[^"]*"><strong>Four strides<\/strong><\/li><li style="[^"]*">Two drills<\/li><\/ul>/);
    expect(html).toMatch(/<ol start="3" style="[^"]*"><li style="[^"]*">Warm up<\/li><\/ol>/);
    expect(html).toMatch(/<blockquote style="[^"]*"><p style="[^"]*">Easy days easy\.<\/p><\/blockquote>/);
    expect(html).toContain('<a href="https://example.com/a?b=1&amp;c=2" style="color:#0c6663">example &lt;b&gt;</a>');
    expect(text).toContain('Read the plan (https://mag.example.com/article/plan).');
    expect(text).toContain('## The drills\n\n- Four strides\n- Two drills\n\n3. Warm up\n\n> Easy days easy.');
  });

  it('leaves a link that is not http(s) as its words', () => {
    expect(mailHref('/article/x', 'https://mag.example.com')).toBe('https://mag.example.com/article/x');
    expect(mailHref('javascript:alert(1)', 'https://mag.example.com')).toBeNull();
  });
});

describe('unsubscribe tokens', () => {
  it('name their subscriber and cannot be forged, altered or reused under another secret', () => {
    const token = unsubscribeToken(SECRET, 42);
    expect(subscriberOfToken(SECRET, token)).toBe(42);
    const mac = token.split('.')[1];
    expect(subscriberOfToken(SECRET, `43.${mac}`)).toBeUndefined();
    expect(subscriberOfToken(SECRET, `42.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`)).toBeUndefined();
    expect(subscriberOfToken('y'.repeat(40), token)).toBeUndefined();
    for (const bad of ['', '42', '42.', '0.' + mac, '-1.' + mac, `42.${mac}.x`]) expect(subscriberOfToken(SECRET, bad)).toBeUndefined();
  });
});

describe('newsletter settings', () => {
  it('takes a weekday and a London time, and names a bad one', () => {
    const config = loadConfig({ NEWSLETTER_WEEKLY_DAY: 'Monday', NEWSLETTER_WEEKLY_TIME: '07:30', NEWSLETTER_RATE_PER_MINUTE: '120' });
    expect([config.newsletterWeeklyDay, config.newsletterWeeklyTime, config.newsletterRatePerMinute]).toEqual(['monday', '07:30', 120]);
    expect(() => loadConfig({ NEWSLETTER_WEEKLY_DAY: 'someday' })).toThrow(/NEWSLETTER_WEEKLY_DAY must be a day of the week/);
    expect(() => loadConfig({ NEWSLETTER_WEEKLY_TIME: '25:00' })).toThrow(/NEWSLETTER_WEEKLY_TIME must be a time of day as HH:MM/);
    expect(() => loadConfig({ NEWSLETTER_RATE_PER_MINUTE: '0' })).toThrow(/NEWSLETTER_RATE_PER_MINUTE/);
  });

  it("a send's mail links its web copy at the top; the web copy is that mail without anyone's unsubscribe link", async () => {
    const content = {
      subject: 'Weekly & more',
      intro: 'This week: one article',
      publicUrl: 'https://mag.example.com',
      articles: [{ title: 'Hills', deck: null, summary: 'Up.', url: 'https://mag.example.com/article/hills', published: new Date('2026-11-25T09:00:00Z'), image: null }],
    };
    const url = newsletterIssueUrl('https://mag.example.com', 'abcdefghijklmnopqrstuv');
    expect(url).toBe('https://mag.example.com/newsletter/issues/abcdefghijklmnopqrstuv');
    const sent = await renderNewsletter({ ...content, webCopyUrl: url });
    expect(sent.text.split('\n')[0]).toBe(`View this email in your browser: ${url}`);
    expect(sent.html).toContain(`<a href="${url}" style="color:#55524c">View this email in your browser</a>`);
    // Without a web copy (the preview, a test send), no link.
    const seen = await renderNewsletter(content);
    expect(seen.html + seen.text).not.toContain('View this email in your browser');

    const page = webCopyHtml({ html: sent.html, subject: content.subject, sentAt: new Date('2026-11-27T10:00:00Z') }, 'https://mag.example.com');
    expect(page).toContain('<title>Weekly &amp; more · Flying@50 newsletter</title>');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('The Flying@50 newsletter of 27 November 2026, as it was mailed to its subscribers.');
    expect(page).toContain('<a href="https://mag.example.com/newsletter#subscribe" style="color:#0c6663">Sign up</a> to get the next ones by e-mail');
    expect(page).toContain('<a href="https://mag.example.com/newsletter" style="color:#0c6663">read past issues in the newsletter archive</a>.');
    expect(page).toContain('https://mag.example.com/article/hills');
    expect(page).not.toMatch(/View this email in your browser|Unsubscribe|%%UNSUBSCRIBE_URL%%|xmlns:[ov]=| height="auto"/);
  });
});
