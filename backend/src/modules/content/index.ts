/** The content module's public surface: other modules import from here only (npm run lint checks it). */
export { ContentModule } from './content.module.js';
export { GenerateContentDto, GenerationRequestDto, UpdateGenerationDto } from './dto/content.dto.js';
export { EDITORIAL_THEMES } from './editorial-cycle.js';
export type { EditorialTheme } from './editorial-cycle.js';
export { ApiGenerationAnswers, ApiImageSearchAnswers } from './generation-answers.js';
export { GENERATION_MESSAGES, GenerateCommand, GenerationRunner } from './generation-runner.js';
export { tooManyGenerations } from './generation-slots.js';
export type { BatchJobData, GenerateOptions } from './generation-runner.js';
export { GenerationRefused, PackageJobRunner } from './jobs/package-job.js';
export type { GenerationOutcome, PackageJobData, PackageJobOptions } from './jobs/package-job.js';
