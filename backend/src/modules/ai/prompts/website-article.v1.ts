/**
 * Prompt templates of public website articles, version 1.
 *
 * Every generated website article stores WEBSITE_ARTICLE_PROMPT_VERSION. To change the wording add
 * website-article.v2.ts and point the website generation at it; never edit a released version in place. The
 * package has the generator's fields (content-package.v1), so the same checks, images and storage apply; what
 * differs is the brief (a public magazine article for search and social readers) and what the fields are used
 * for: the first headline is the title, apple_news_deck the subtitle, tldr_summary the SEO description.
 */
import type { ContentRules } from '../content-rules.js';
import { str, type ObjectSchema } from '../json-schema.js';
import type { LlmMessage } from '../llm.port.js';
import { contentPackageSchema, DEFAULT_BRIEF, REPURPOSED_FORMATS, type ContentPackageInput, type PackagePrompt } from './content-package.v1.js';

export const WEBSITE_ARTICLE_PROMPT_VERSION = 'website-article.v1';

export const WEBSITE_BRIEF = [
  DEFAULT_BRIEF,
  '',
  'This article is published on the open Flying@50 website, where readers arrive from search engines and social links:',
  'open with a clear promise, use descriptive section headings, and end with practical next steps.',
].join('\n');

const seoLimit = (rules: ContentRules) => rules.seoDescriptionMaxChars ?? 160;

/** The generator's package schema with the summary and deck described as the SEO description and the subtitle. */
export function websiteArticleSchema(rules: ContentRules, sections: readonly string[]): ObjectSchema {
  const schema = contentPackageSchema(rules, sections);
  return {
    ...schema,
    properties: {
      ...schema.properties,
      tldr_summary: str(`The SEO meta description of the article: one or two sentences, at most ${seoLimit(rules)} characters including spaces.`),
      apple_news_deck: str('The subtitle (standfirst) under the title: one sentence, at most 25 words.'),
    },
  };
}

export function websiteArticleMessages(input: ContentPackageInput, rules: ContentRules, sections: readonly string[]): LlmMessage[] {
  const { min, max } = rules.articleWords;
  const context = [
    input.editorialTheme ? `Editorial theme: ${input.editorialTheme}.` : '',
    input.editorialWeek ? `Editorial cycle week: ${input.editorialWeek} of 6.` : '',
  ].filter(Boolean);
  const task = [
    `Write a Flying@50 website article about this topic: ${input.topic}`,
    ...context,
    '',
    'Return one JSON object with these fields:',
    `- long_form_article: the article in Markdown, ${min}-${max} words (count them), in 5-7 sections under '## ' headings, with no title line.`,
    `- headlines: ${rules.headlines.min}-${rules.headlines.max} distinct title variants; the first is used as the title.`,
    `- tldr_summary: the SEO meta description, at most ${seoLimit(rules)} characters.`,
    '- apple_news_deck: the subtitle, one sentence of at most 25 words.',
    `- repurposed_formats: ${REPURPOSED_FORMATS.join(', ')}; each a standalone piece of 100-250 words.`,
    `- metadata: section (one of: ${sections.join('; ')}), format, and three to eight lowercase tags.`,
    '',
    'Whatever the brief says, keep to this JSON format and these lengths. Every field must have text.',
  ];
  return [
    { role: 'system', content: input.customPrompt ?? WEBSITE_BRIEF },
    { role: 'user', content: task.join('\n') },
  ];
}

export const WEBSITE_ARTICLE_PROMPT: PackagePrompt = {
  version: WEBSITE_ARTICLE_PROMPT_VERSION,
  brief: WEBSITE_BRIEF,
  schema: websiteArticleSchema,
  messages: websiteArticleMessages,
};
