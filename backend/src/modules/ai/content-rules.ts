/**
 * Length and completeness rules checked on what the model sends back, before anything is stored
 * (docs/product.md#content-generator). Each generator passes its own limits: the generator/Apple News+ package, website
 * articles and premium articles reuse the same checks with different numbers.
 *
 * Problems are plain sentences, written so that the same text can be sent back to the model in the
 * one repair request and shown to an editor when the repair fails too.
 */
export interface Range {
  min: number;
  max: number;
}

export interface ContentRules {
  /** What the rules are for, e.g. 'Apple News+ package'. */
  name: string;
  articleWords: Range;
  headlines: Range;
  /** Maximum characters of the SEO description, when the package has one. */
  seoDescriptionMaxChars?: number;
  /** Allowed number of tags, when the package has tags. */
  tags?: Range;
  /** A coaching roadmap: the article is numbered '## N. Title' sections, 1..N in order, each with text. */
  roadmapSections?: Range;
}

/** Generator and Apple News+ packages: 1200-1800 words, 2-3 headlines. */
export const APPLE_NEWS_RULES: ContentRules = {
  name: 'Apple News+ package',
  articleWords: { min: 1200, max: 1800 },
  headlines: { min: 2, max: 3 },
  tags: { min: 1, max: 10 },
};

/** Website articles: 800-1200 words, 2-3 headlines, SEO description up to 160 characters. */
export const WEBSITE_RULES: ContentRules = {
  name: 'website article',
  articleWords: { min: 800, max: 1200 },
  headlines: { min: 2, max: 3 },
  seoDescriptionMaxChars: 160,
  tags: { min: 1, max: 10 },
};

/**
 * Premium coaching roadmaps: 9-10 numbered '## N. Title' sections (docs/product.md#premium-articles: ten cards expected, nine in
 * the editor's grid, the tenth a recap), 900-1800 words, 2-3 headlines.
 */
export const PREMIUM_RULES: ContentRules = {
  name: 'premium coaching roadmap',
  articleWords: { min: 900, max: 1800 },
  headlines: { min: 2, max: 3 },
  tags: { min: 1, max: 10 },
  roadmapSections: { min: 9, max: 10 },
};

/** The '## N. Title' sections of a roadmap article, in order, with their body text. */
export function roadmapSections(article: string): Array<{ number: number; title: string; body: string }> {
  const sections: Array<{ number: number; title: string; body: string }> = [];
  for (const line of article.split('\n')) {
    const heading = /^##\s+(\d+)\.\s*(.*)$/.exec(line.trim());
    if (heading) sections.push({ number: Number(heading[1]), title: heading[2].trim(), body: '' });
    else if (sections.length) sections[sections.length - 1].body += `${line}\n`;
  }
  return sections.map((s) => ({ ...s, body: s.body.trim() }));
}

/**
 * Words as a reader counts them: whitespace-separated tokens that contain a letter or a digit, so
 * Markdown marks ('##', '-', '*', '>') are not words but "## 3. Recovery" counts "3." and "Recovery".
 */
export function countWords(text: string): number {
  let words = 0;
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) words += 1;
  return words;
}

const isBlank = (value: string | null | undefined) => !value || value.trim() === '';

export interface RuleSubject {
  article: string;
  headlines: string[];
  seoDescription?: string;
  tags?: string[];
  /** Other text that must not be blank, by the name the model and the editor know it by. */
  requiredText?: Record<string, string | null | undefined>;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Every rule the subject breaks (empty when it passes). */
export function checkRules(subject: RuleSubject, rules: ContentRules): string[] {
  const problems: string[] = [];
  const words = countWords(subject.article);
  const { min, max } = rules.articleWords;
  if (words < min || words > max) {
    problems.push(`The long-form article has ${plural(words, 'word')}; it must have ${min}-${max} words.`);
  }

  const headlines = subject.headlines.filter((h) => !isBlank(h));
  if (headlines.length !== subject.headlines.length) problems.push('Every headline must have text; remove blank headlines.');
  if (headlines.length < rules.headlines.min || headlines.length > rules.headlines.max) {
    problems.push(`There are ${plural(headlines.length, 'headline')}; there must be ${rules.headlines.min}-${rules.headlines.max} headline variants.`);
  }
  const distinct = new Set(headlines.map((h) => h.trim().toLowerCase()));
  if (distinct.size !== headlines.length) problems.push('The headline variants must differ from each other.');

  if (rules.seoDescriptionMaxChars !== undefined && subject.seoDescription !== undefined) {
    const length = [...subject.seoDescription.trim()].length;
    if (length === 0) problems.push('The SEO description is blank.');
    else if (length > rules.seoDescriptionMaxChars) {
      problems.push(`The SEO description has ${length} characters; it must have at most ${rules.seoDescriptionMaxChars}.`);
    }
  }

  if (rules.tags && subject.tags) {
    const tags = subject.tags.filter((t) => !isBlank(t));
    if (tags.length !== subject.tags.length) problems.push('Every tag must have text; remove blank tags.');
    if (tags.length < rules.tags.min || tags.length > rules.tags.max) {
      problems.push(`There are ${plural(tags.length, 'tag')}; there must be ${rules.tags.min}-${rules.tags.max}.`);
    }
  }

  if (rules.roadmapSections) {
    const sections = roadmapSections(subject.article);
    const { min: lo, max: hi } = rules.roadmapSections;
    if (sections.length < lo || sections.length > hi) {
      problems.push(`The roadmap has ${plural(sections.length, "numbered '## N.' section")}; it must have ${lo}-${hi}, numbered from 1.`);
    } else if (sections.some((s, i) => s.number !== i + 1)) {
      problems.push("The roadmap's '## N.' sections must be numbered 1, 2, 3 ... in order.");
    }
    if (sections.some((s) => !s.title || !s.body)) problems.push("Every '## N.' section of the roadmap needs a title and text.");
  }

  for (const [name, value] of Object.entries(subject.requiredText ?? {})) {
    if (isBlank(value)) problems.push(`The ${name} is blank; it must have text.`);
  }
  return problems;
}
