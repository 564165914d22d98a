/**
 * Thoughts of suicide or self-harm written in an entry ('Feel like ending it all', 'Thinking about killing myself', 'Some
 * days I wish I wasn't here'): the reply is care and where to get help now (Samaritans, 999), nothing about training,
 * figures or reports; a model's reply must give the same numbers (reply-checks.ts CRISIS_RULE). Not a runner's idiom
 * ('killing myself on those hills', 'went off at a suicidal pace'). Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

const CRISIS = new RegExp(
  [
    // Said as a thought, a wish or a plan: 'thinking about killing myself', 'want to hurt myself'; not 'killing myself on the hills'.
    String.raw`\b(?:think(?:ing)?\s+(?:about|of)|thoughts\s+(?:of|about)|want(?:ed)?\s+to|going\s+to|might|could\s+easily|feel\s+like|felt\s+like|tempted\s+to|plan(?:ning)?\s+to|urge\s+to)\s+(?:kill(?:ing)?|hurt(?:ing)?|harm(?:ing)?|cut(?:ting)?)\s+myself\b`,
    String.raw`\bsuicid(?:e|al)\b(?!\s+(?:pace|start|effort|hill|climb|first|opening|speed|attack|break|move|mission|set|sprint|intervals?|reps?))`,
    String.raw`\bself[- ]?harm(?:ing|ed)?\b`,
    // Not a season ended well ('ending it all on a high').
    String.raw`\b(?:end(?:ing)?|finish(?:ing)?)\s+it\s+all\b(?!\s+(?:on\s+a\s+high|with\s+(?:a|an|the)|for\s+the\s+(?:season|year)|in\s+style))`,
    String.raw`\b(?:end(?:ing)?|take|taking)\s+my\s+(?:own\s+)?life\b`,
    String.raw`\b(?:wish(?:ed|ing)?|want(?:ed)?)\s+(?:i\s+)?(?:was(?:n'?t|\s+not)|were(?:n'?t|\s+not)|to\s+not\s+be|not\s+to\s+be)\s+(?:here|alive|around)\b`,
    String.raw`\b(?:wish(?:ed|ing)?|want(?:ed)?)\s+(?:i\s+could\s+|to\s+)?(?:die|be\s+dead|disappear\s+for\s+good|not\s+wake\s+up)\b`,
    String.raw`\b(?:don'?t|do\s+not|didn'?t)\s+want\s+to\s+(?:be\s+(?:here|alive|around)|live|go\s+on|wake\s+up)\b`,
    String.raw`\b(?:better\s+off|be\s+better)\s+without\s+me\b`,
    String.raw`\b(?:no|not\s+any|can'?t\s+see\s+(?:a|any|the))\s+(?:point|reason)\s+(?:in\s+|to\s+)?(?:living|going\s+on|being\s+alive|life)\b`,
    String.raw`\bnot\s+worth\s+(?:living|going\s+on)\b`,
  ].join('|'),
  'i',
);

/**
 * Hopelessness about everything ("don't see the point of anything anymore", "what's the point of it all", 'feeling
 * hopeless'), not about a session ("don't see the point of anything over 10 km"): no crisis said, but the low spirits'
 * care comes with where to talk any time (Samaritans), as a coach who heard it would say.
 */
const HOPELESS = new RegExp(
  [
    String.raw`\b(?:(?:don'?t|do\s+not|can'?t|cannot)\s+see\s+(?:the|any)\s+point\s+(?:of|in)|what'?s\s+the\s+point\s+of|there'?s\s+no\s+point\s+(?:in|to))\s+(?:anything|it\s+all|life|living|me)(?:\s+(?:any\s*more|now))?\s*(?:[.!?,;\n]|$)`,
    String.raw`\b(?:feel(?:ing|s)?|felt)\s+(?:so\s+|completely\s+|totally\s+|utterly\s+)?hopeless(?:\s+about\s+(?:everything|life|the\s+future))?\s*(?:[.!?,;\n]|$)`,
    String.raw`\bnothing\s+(?:seems|feels)\s+worth\s+(?:it|doing)\b`,
  ].join('|'),
  'i',
);

export const hopeless = (entry: { title?: string | null; content: string }) => HOPELESS.test(entryText(entry));

/** What the low spirits' care adds for hopelessness: someone to talk to, any time. */
export function hopelessSentence(tone: CoachTone): string {
  return {
    direct: 'If it ever feels like too much, Samaritans answer day or night, free, on 116 123, and your GP can help too.',
    encouraging: 'And if it ever feels like too much, you can talk to Samaritans day or night, free, on 116 123; your GP can help too.',
    analytical: 'If it becomes overwhelming: Samaritans, 24 hours, free, 116 123; your GP can also help.',
  }[tone];
}

/** True when the entry speaks of suicide or self-harm (CRISIS). */
export const inCrisis = (entry: { title?: string | null; content: string }) => CRISIS.test(entryText(entry));

/**
 * The whole reply to such an entry: where to get help now, in its first sentences (a journal folds a reply after 200
 * characters, frontend INSIGHT_PREVIEW_CHARS, and the numbers must be seen without 'Read more'), then care; the training waits.
 */
export function crisisSentence(tone: CoachTone): string {
  return {
    direct:
      'Please talk to someone now: Samaritans answer day or night, free, on 116 123. If you might act on these thoughts or are in danger, call 999 or go to A&E. I am sorry you are feeling like this, and glad you wrote it down. You can also text SHOUT to 85258, and your GP can help with what comes next. No session matters more than you do; the training will wait.',
    encouraging:
      'I am so sorry you feel like this. Please talk to someone now: Samaritans answer day or night, free, on 116 123. If you might act on these thoughts or are in danger, call 999 or go to A&E. You do not have to carry this on your own: you can also text SHOUT to 85258, and your GP can help with what comes next. You matter far more than any session, and the training will wait.',
    analytical:
      'Thoughts of suicide or self-harm need support now: Samaritans, 116 123, free, day or night. If you might act on them or are in immediate danger: 999 or A&E. You can also text SHOUT to 85258, and your GP can arrange ongoing help. Training is on hold; you matter more than any session.',
  }[tone];
}
