/**
 * Prompt templates of premium coaching content, version 1: a numbered coaching roadmap for members.
 *
 * Every premium item stores PREMIUM_ROADMAP_PROMPT_VERSION. To change the wording add premium-roadmap.v2.ts
 * and point the premium generation at it; never edit a released version in place. The package has the same
 * fields as the generator's (content-package.v1), so the same checks, images and storage apply; what differs
 * is the brief and the shape of the article: numbered '## N. Title' sections, each a coaching card.
 */
import type { ContentRules } from '../content-rules.js';
import { str, type ObjectSchema } from '../json-schema.js';
import type { LlmMessage } from '../llm.port.js';
import { contentPackageSchema, REPURPOSED_FORMATS, type ContentPackageInput, type PackagePrompt } from './content-package.v1.js';

export const PREMIUM_ROADMAP_PROMPT_VERSION = 'premium-roadmap.v1';

export const PREMIUM_BRIEF = [
  'You are the head coach of Flying@50 Premium, a coaching service for athletes aged 50 and over: triathletes, runners,',
  'cyclists and swimmers who train seriously and pay for expert, personal-feeling guidance.',
  '',
  "Write in British English (spelling, vocabulary and punctuation: 'programme', 'colour', 'metres') in a clean editorial tone:",
  'warm, expert, direct and practical. Each section is a coaching card the member can act on this week: what to do, how much,',
  'how it should feel, and how to adapt it for age, recovery and life. No hype, no clichés about age, never patronising.',
  'Ground advice in sound sports science. Do not invent statistics, studies or quotations from real, named people; where a',
  'member should check with a doctor or physiotherapist, say so plainly.',
  '',
  'Images must look like real life with real people (athletes over 50 training, racing and recovering) and must not be AI',
  'generated: they are chosen from a photo library.',
].join('\n');

function roadmapArticle(rules: ContentRules): string {
  const { min, max } = rules.articleWords;
  const sections = rules.roadmapSections?.max ?? 10;
  return (
    `The coaching roadmap in Markdown, ${min}-${max} words, as ${sections} numbered sections, each starting with a heading line ` +
    `'## N. Title' (## 1. ..., ## 2. ..., up to ## ${sections}.) followed by one or two paragraphs of coaching; ` +
    `section ${sections} recaps the plan. No title line and no other headings.`
  );
}

/** The same package schema as the generator's, with the article described as a numbered roadmap. */
export function premiumRoadmapSchema(rules: ContentRules, sections: readonly string[]): ObjectSchema {
  const schema = contentPackageSchema(rules, sections);
  return { ...schema, properties: { ...schema.properties, long_form_article: str(roadmapArticle(rules)) } };
}

export function premiumRoadmapMessages(input: ContentPackageInput, rules: ContentRules, sections: readonly string[]): LlmMessage[] {
  const cards = rules.roadmapSections?.max ?? 10;
  const context = [
    input.editorialTheme ? `Editorial theme: ${input.editorialTheme}.` : '',
    input.editorialWeek ? `Programme day: ${input.editorialWeek}.` : '',
  ].filter(Boolean);
  const task = [
    `Write a Flying@50 Premium coaching roadmap about this topic: ${input.topic}`,
    ...context,
    '',
    'Return one JSON object with these fields:',
    `- long_form_article: ${roadmapArticle(rules)}`,
    `- headlines: ${rules.headlines.min}-${rules.headlines.max} distinct headline variants.`,
    '- tldr_summary: two or three sentences, at most 60 words.',
    '- apple_news_deck: one sentence that works as the subtitle, at most 30 words.',
    `- repurposed_formats: ${REPURPOSED_FORMATS.join(', ')}; each a standalone piece of 100-250 words.`,
    `- metadata: section (one of: ${sections.join('; ')}), format ('Coaching roadmap'), and three to eight lowercase tags.`,
    '',
    `Whatever the brief says, keep to this JSON format, exactly ${cards} numbered sections and these lengths. Every field must have text.`,
  ];
  return [
    { role: 'system', content: input.customPrompt ?? PREMIUM_BRIEF },
    { role: 'user', content: task.join('\n') },
  ];
}

export const PREMIUM_ROADMAP_PROMPT: PackagePrompt = {
  version: PREMIUM_ROADMAP_PROMPT_VERSION,
  brief: PREMIUM_BRIEF,
  schema: premiumRoadmapSchema,
  messages: premiumRoadmapMessages,
};
