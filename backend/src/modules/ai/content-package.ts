import { checkRules, type ContentRules } from './content-rules.js';
import { checkJson, type ObjectSchema } from './json-schema.js';
import { REPURPOSED_FORMATS, type RepurposedFormat } from './prompts/content-package.v1.js';

/** What the model writes for a generator / Apple News+ package (images are added from image search). */
export interface ContentPackage {
  long_form_article: string;
  headlines: string[];
  tldr_summary: string;
  apple_news_deck: string;
  repurposed_formats: Record<RepurposedFormat, string>;
  metadata: { section: string; format: string; tags: string[] };
}

export type PackageCheck =
  | { ok: true; pkg: ContentPackage; problems: string[] }
  | { ok: false; structure: string[] };

const trimList = (items: string[]) => items.map((s) => s.trim());

/**
 * Validates a model answer as a content package: first its structure against the schema (a structural
 * fault is not repairable: 502), then the rules (lengths, counts, blank fields: repairable once).
 * Text is trimmed; `problems` lists the broken rules (empty when the package can be stored).
 */
export function checkContentPackage(data: unknown, schema: ObjectSchema, rules: ContentRules): PackageCheck {
  const structure = checkJson(data, schema);
  if (structure.length) return { ok: false, structure };
  const raw = data as ContentPackage;
  const pkg: ContentPackage = {
    long_form_article: raw.long_form_article.trim(),
    headlines: trimList(raw.headlines),
    tldr_summary: raw.tldr_summary.trim(),
    apple_news_deck: raw.apple_news_deck.trim(),
    repurposed_formats: Object.fromEntries(REPURPOSED_FORMATS.map((f) => [f, raw.repurposed_formats[f].trim()])) as Record<RepurposedFormat, string>,
    metadata: { section: raw.metadata.section.trim(), format: raw.metadata.format.trim(), tags: trimList(raw.metadata.tags) },
  };
  // Where the rules limit an SEO description (website articles), the summary is that description: it is checked as one
  // (at most 160 characters, not blank) and named so in the correction the model is asked for.
  const seo = rules.seoDescriptionMaxChars !== undefined;
  const problems = checkRules(
    {
      article: pkg.long_form_article,
      headlines: pkg.headlines,
      tags: pkg.metadata.tags,
      seoDescription: seo ? pkg.tldr_summary : undefined,
      requiredText: {
        ...(seo ? {} : { 'TL;DR summary': pkg.tldr_summary }),
        'Apple News deck': pkg.apple_news_deck,
        ...Object.fromEntries(REPURPOSED_FORMATS.map((f) => [`${f} format`, pkg.repurposed_formats[f]])),
        'metadata format': pkg.metadata.format,
      },
    },
    rules,
  );
  return { ok: true, pkg, problems };
}
