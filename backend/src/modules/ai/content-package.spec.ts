import { describe, expect, it } from '@jest/globals';
import { checkContentPackage } from './content-package.js';
import { APPLE_NEWS_RULES, WEBSITE_RULES } from './content-rules.js';
import { contentPackageMessages, contentPackageSchema, DEFAULT_BRIEF, repairMessages } from './prompts/content-package.v1.js';

const SECTIONS = ['Training & Performance', 'Nutrition & Fueling'];
const schema = contentPackageSchema(APPLE_NEWS_RULES, SECTIONS);
const article = (n: number) => `## 1. Start\n\n${Array.from({ length: n - 2 }, () => 'stride').join(' ')}`;

function pkg(overrides: Record<string, unknown> = {}) {
  return {
    long_form_article: article(1500),
    headlines: ['  First headline ', 'Second headline'],
    tldr_summary: 'Short summary.',
    apple_news_deck: 'A deck.',
    repurposed_formats: { listicle: 'L', tips: 'T', opinion: 'O', interview: 'I', narrative: 'N' },
    metadata: { section: 'Training & Performance', format: 'Feature', tags: ['hills'] },
    ...overrides,
  };
}

describe('the content package schema', () => {
  it('is a strict-mode schema: every object closed and fully required', () => {
    const objects: Record<string, unknown>[] = [];
    const walk = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      const n = node as Record<string, unknown>;
      if (n.type === 'object') objects.push(n);
      Object.values(n).forEach(walk);
    };
    walk(schema);
    expect(objects.length).toBe(3);
    for (const o of objects) {
      expect(o.additionalProperties).toBe(false);
      expect(o.required).toEqual(Object.keys(o.properties as object));
    }
    expect(JSON.stringify(schema)).toMatch(/1200-1800 words/);
  });
});

describe('checkContentPackage', () => {
  it('accepts a good package, trimming its text', () => {
    const result = checkContentPackage(pkg(), schema, APPLE_NEWS_RULES);
    expect(result).toMatchObject({ ok: true, problems: [] });
    if (result.ok) expect(result.pkg.headlines).toEqual(['First headline', 'Second headline']);
  });

  it('reports a structural fault (not repairable) separately from broken rules (repairable)', () => {
    const broken = checkContentPackage(pkg({ headlines: 'One' }), schema, APPLE_NEWS_RULES);
    expect(broken).toEqual({ ok: false, structure: ['$.headlines should be a list, got string'] });
    const wrongSection = checkContentPackage(pkg({ metadata: { section: 'Knitting', format: 'F', tags: [] } }), schema, APPLE_NEWS_RULES);
    expect(wrongSection.ok).toBe(false);
  });

  it('lists every broken rule: length, headline count, blank fields', () => {
    const result = checkContentPackage(
      pkg({ long_form_article: article(300), headlines: ['Only'], apple_news_deck: ' ', repurposed_formats: { listicle: 'L', tips: '', opinion: 'O', interview: 'I', narrative: 'N' } }),
      schema,
      APPLE_NEWS_RULES,
    );
    expect(result.ok && result.problems).toEqual([
      'The long-form article has 300 words; it must have 1200-1800 words.',
      'There are 1 headline; there must be 2-3 headline variants.',
      'The Apple News deck is blank; it must have text.',
      'The tips format is blank; it must have text.',
    ]);
  });
});

describe('checkContentPackage with the website rules', () => {
  const website = contentPackageSchema(WEBSITE_RULES, SECTIONS);
  const websitePkg = (tldr_summary: string) => pkg({ long_form_article: article(1000), tldr_summary });

  it('checks the summary as the SEO description: at most 160 characters (counted as a reader sees them)', () => {
    expect(checkContentPackage(websitePkg('é'.repeat(160)), website, WEBSITE_RULES)).toMatchObject({ ok: true, problems: [] });
    expect(checkContentPackage(websitePkg(`  ${'x'.repeat(161)}  `), website, WEBSITE_RULES)).toMatchObject({
      ok: true,
      problems: ['The SEO description has 161 characters; it must have at most 160.'],
    });
  });

  it('names a blank summary once, as the SEO description', () => {
    expect(checkContentPackage(websitePkg(' '), website, WEBSITE_RULES)).toMatchObject({ ok: true, problems: ['The SEO description is blank.'] });
  });

  it('leaves the Apple News+ summary without a character limit', () => {
    expect(checkContentPackage(pkg({ tldr_summary: 'x'.repeat(400) }), schema, APPLE_NEWS_RULES)).toMatchObject({ ok: true, problems: [] });
  });
});

describe('the prompts', () => {
  it('uses the default brief as the system message unless a custom prompt replaces it', () => {
    const plain = contentPackageMessages({ topic: 'Hills' }, APPLE_NEWS_RULES, SECTIONS);
    expect(plain[0]).toEqual({ role: 'system', content: DEFAULT_BRIEF });
    expect(plain[1].content).toMatch(/topic: Hills/);
    expect(plain[1].content).toMatch(/1200-1800 words/);
    const custom = contentPackageMessages({ topic: 'Hills', customPrompt: 'Be funny.', editorialWeek: 3, editorialTheme: 'Recovery & Health' }, APPLE_NEWS_RULES, SECTIONS);
    expect(custom[0]).toEqual({ role: 'system', content: 'Be funny.' });
    expect(custom[1].content).toMatch(/Editorial theme: Recovery & Health\.\nEditorial cycle week: 3 of 6\./);
  });

  it('asks for a correction with the earlier answer and the broken rules', () => {
    const original = contentPackageMessages({ topic: 'Hills' }, APPLE_NEWS_RULES, SECTIONS);
    const repair = repairMessages(original, '{"x":1}', ['Too short.']);
    expect(repair.slice(0, 2)).toEqual(original);
    expect(repair[2]).toEqual({ role: 'assistant', content: '{"x":1}' });
    expect(repair[3].content).toMatch(/^Your package breaks these rules:\n- Too short\./);
  });
});
