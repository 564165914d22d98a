/** The ai module's public surface: other modules import from here only (npm run lint checks it). */
export { AiAbortedError, AiBadOutputError, AiError, NOT_CONFIGURED } from './ai-errors.js';
export { AiModule } from './ai.module.js';
export { ContentPackageGenerator, GENERATION_STAGES, IMAGE_SLOTS } from './content-package.generator.js';
export type { GeneratedImages, GeneratedPackage, GenerationStage, ImageDetail, ImageSlot } from './content-package.generator.js';
export type { ContentPackage } from './content-package.js';
export { APPLE_NEWS_RULES, PREMIUM_RULES, WEBSITE_RULES } from './content-rules.js';
export type { ContentRules } from './content-rules.js';
export { ImageSearchPort } from './image-search.port.js';
export type { ImageSearchResult } from './image-search.port.js';
export { LlmPort } from './llm.port.js';
export type { LlmMessage } from './llm.port.js';
export { PEXELS_TIMEOUT_MS } from './pexels-image-search.adapter.js';
export { COACH_REPLY_PROMPT_VERSION, COACH_REPLY_SCHEMA_NAME, REASON_MAX_CHARS, REPLY_WORDS, coachReplyMessages, coachReplyRepair, coachReplySchema } from './prompts/coach-reply.v1.js';
export type { CoachTone } from './prompts/coach-reply.v1.js';
export { CONTENT_PACKAGE_PROMPT_VERSION, DEFAULT_BRIEF } from './prompts/content-package.v1.js';
export type { PackagePrompt } from './prompts/content-package.v1.js';
export { PREMIUM_ROADMAP_PROMPT } from './prompts/premium-roadmap.v1.js';
export { WEBSITE_ARTICLE_PROMPT } from './prompts/website-article.v1.js';
