/**
 * Prompt templates of the generator / Apple News+ content package, version 1.
 *
 * Every generation stores CONTENT_PACKAGE_PROMPT_VERSION, so a stored package can be traced to the
 * exact text that produced it. To change a prompt, add content-package.v2.ts next to this file and
 * point the generator at it; never edit a released version in place.
 *
 * The system message is the writing brief: DEFAULT_BRIEF, or the editor's custom prompt, which replaces
 * it (docs/product.md#content-generator). The user message carries the task and the output contract (fields and lengths), so a
 * custom brief changes voice and focus but not the shape of the package.
 */
import type { ContentRules } from '../content-rules.js';
import { list, oneOf, str, strictObject, type ObjectSchema } from '../json-schema.js';
import type { LlmMessage } from '../llm.port.js';

export const CONTENT_PACKAGE_PROMPT_VERSION = 'content-package.v1';

export const REPURPOSED_FORMATS = ['listicle', 'tips', 'opinion', 'interview', 'narrative'] as const;
export type RepurposedFormat = (typeof REPURPOSED_FORMATS)[number];

/** The default writing brief (the generator shows it as the custom prompt's placeholder). */
export const DEFAULT_BRIEF = [
  'You are the senior editor of Flying@50, a magazine and performance-coaching brand for athletes aged 50 and over:',
  'triathletes, runners, cyclists and swimmers who train seriously and want to keep improving.',
  '',
  "Write in British English (spelling, vocabulary and punctuation: 'programme', 'colour', 'metres') in a clean editorial tone:",
  'clear, warm, expert and direct. No hype, no clichés about age, never patronising. Speak to the reader as a capable athlete.',
  'Ground advice in sound sports science and practical coaching. Do not invent statistics, studies or quotations from real,',
  'named people; where a reader should check with a doctor or physiotherapist, say so plainly.',
  '',
  'Images must look like real life with real people (athletes over 50 training, racing and recovering) and must not be AI',
  'generated: they are chosen from a photo library, so imagine scenes a photographer could really have taken.',
].join('\n');

export interface ContentPackageInput {
  topic: string;
  /** The editor's custom prompt (trimmed, non-empty); replaces DEFAULT_BRIEF as the system message. */
  customPrompt?: string;
  editorialWeek?: number;
  editorialTheme?: string;
}

/** The structured-output schema of the package; the lengths come from the rules so they never disagree. */
export function contentPackageSchema(rules: ContentRules, sections: readonly string[]): ObjectSchema {
  const { min, max } = rules.articleWords;
  return strictObject({
    long_form_article: str(
      `The long-form article in Markdown, ${min}-${max} words, with 5-7 sections under '## ' headings; no title line (the headlines are separate).`,
    ),
    headlines: list(str('A headline of at most 14 words.'), `${rules.headlines.min}-${rules.headlines.max} distinct headline variants for the article.`),
    tldr_summary: str('TL;DR summary of the article: two or three sentences, at most 60 words.'),
    apple_news_deck: str('The Apple News deck: one sentence under the headline that makes the reader want more, at most 30 words.'),
    repurposed_formats: strictObject(
      {
        listicle: str('The article as a numbered listicle in Markdown, 150-250 words.'),
        tips: str('Quick practical tips drawn from the article as a Markdown bullet list, 100-200 words.'),
        opinion: str('A short first-person opinion column on the topic, 150-250 words.'),
        interview: str('A Q&A interview with a fictional, clearly unnamed coach about the topic, in Markdown, 150-250 words.'),
        narrative: str('A short narrative piece following one athlete over 50 through the topic, 150-250 words.'),
      },
      'The article repurposed into five standalone formats.',
    ),
    metadata: strictObject({
      section: oneOf(sections, 'The magazine section the package belongs in.'),
      format: str("The article's format, e.g. Feature, How-to guide, Explainer, Opinion."),
      tags: list(str('A short lowercase tag.'), 'Three to eight tags.'),
    }),
  });
}

export function contentPackageMessages(input: ContentPackageInput, rules: ContentRules, sections: readonly string[]): LlmMessage[] {
  const { min, max } = rules.articleWords;
  const context = [
    input.editorialTheme ? `Editorial theme: ${input.editorialTheme}.` : '',
    input.editorialWeek ? `Editorial cycle week: ${input.editorialWeek} of 6.` : '',
  ].filter(Boolean);
  const task = [
    `Write a complete Flying@50 content package about this topic: ${input.topic}`,
    ...context,
    '',
    'Return one JSON object with these fields:',
    `- long_form_article: the article in Markdown, ${min}-${max} words (count them), in 5-7 sections under '## ' headings, with no title line.`,
    `- headlines: ${rules.headlines.min}-${rules.headlines.max} distinct headline variants.`,
    '- tldr_summary: two or three sentences, at most 60 words.',
    '- apple_news_deck: one sentence for Apple News, at most 30 words.',
    `- repurposed_formats: ${REPURPOSED_FORMATS.join(', ')}; each a standalone piece of 100-250 words.`,
    `- metadata: section (one of: ${sections.join('; ')}), format, and three to eight lowercase tags.`,
    '',
    'Whatever the brief says, keep to this JSON format and these lengths. Every field must have text.',
  ];
  return [
    { role: 'system', content: input.customPrompt ?? DEFAULT_BRIEF },
    { role: 'user', content: task.join('\n') },
  ];
}

/** The one follow-up request: the earlier answer plus the broken rules, asking for the whole package again. */
export function repairMessages(original: LlmMessage[], previousAnswer: string, problems: string[]): LlmMessage[] {
  return [
    ...original,
    { role: 'assistant', content: previousAnswer },
    {
      role: 'user',
      content: [
        'Your package breaks these rules:',
        ...problems.map((p) => `- ${p}`),
        '',
        'Send the complete corrected package as one JSON object in the same format. Keep what was right and fix only what is listed.',
      ].join('\n'),
    },
  ];
}

// ---------------------------------------------------------------------------------------------------
// Image queries: a small call that runs alongside the article call and turns the topic into three photo
// searches (cover, inline visual 1, inline visual 2).

export const IMAGE_QUERIES_SCHEMA = strictObject({
  cover_query: str('Photo search for the cover image: a real scene with people over 50, a few plain words.'),
  inline_visual_1_query: str('Photo search for the first inline image: a different real scene, a few plain words.'),
  inline_visual_2_query: str('Photo search for the second inline image: another different real scene, a few plain words.'),
});

export interface ImageQueries {
  cover_query: string;
  inline_visual_1_query: string;
  inline_visual_2_query: string;
}

const IMAGE_BRIEF = [
  'You choose search terms for a library of real photographs (Pexels) to illustrate Flying@50 articles for athletes aged 50 and over.',
  "Each search term is two to six plain English words describing a real scene with real people, e.g. 'older woman trail running',",
  "'senior cyclist climbing hill', 'mature swimmers open water'. Prefer people over 50 in action. Never ask for illustrations,",
  'text, logos or AI-generated images.',
].join('\n');

export function imageQueryMessages(input: ContentPackageInput): LlmMessage[] {
  const lines = [`Article topic: ${input.topic}`];
  if (input.editorialTheme) lines.push(`Editorial theme: ${input.editorialTheme}`);
  if (input.customPrompt) lines.push(`The editor's brief for the article (it may say what the images should show):\n${input.customPrompt}`);
  lines.push('', 'Give three different search terms: cover_query, inline_visual_1_query and inline_visual_2_query.');
  return [
    { role: 'system', content: IMAGE_BRIEF },
    { role: 'user', content: lines.join('\n') },
  ];
}

/** Searches built from the topic alone, used when the image-query call fails (images stay real photos). */
export function fallbackImageQueries(input: ContentPackageInput): ImageQueries {
  const subject = (input.editorialTheme ?? input.topic).replace(/[^\p{L}\p{N}\s]/gu, ' ').replace(/\s+/g, ' ').trim().split(' ').slice(0, 4).join(' ');
  return {
    cover_query: `${subject} mature athlete`.trim(),
    inline_visual_1_query: 'older athlete training outdoors',
    inline_visual_2_query: 'senior runner cyclist swimmer',
  };
}

/** The spec's default image search term, the last resort when a search finds nothing. */
export const DEFAULT_IMAGE_QUERY = 'fit mature athlete training fitness';

/** A versioned prompt for a content package: the schema asked for and the messages that ask for it. */
export interface PackagePrompt {
  version: string;
  /** The default writing brief (the system message unless the editor gives a custom prompt). */
  brief: string;
  schema(rules: ContentRules, sections: readonly string[]): ObjectSchema;
  messages(input: ContentPackageInput, rules: ContentRules, sections: readonly string[]): LlmMessage[];
}

/** The generator / Apple News+ package prompt. */
export const CONTENT_PACKAGE_PROMPT: PackagePrompt = {
  version: CONTENT_PACKAGE_PROMPT_VERSION,
  brief: DEFAULT_BRIEF,
  schema: contentPackageSchema,
  messages: contentPackageMessages,
};
