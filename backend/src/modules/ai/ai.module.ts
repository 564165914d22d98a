import { Module } from '@nestjs/common';
import { ContentPackageGenerator } from './content-package.generator.js';
import { ImageSearchPort } from './image-search.port.js';
import { LlmPort } from './llm.port.js';
import { OpenAiLlmAdapter } from './openai-llm.adapter.js';
import { PexelsImageSearchAdapter } from './pexels-image-search.adapter.js';

/**
 * The AI engine: the LLM port (OpenAI adapter), the image-search port (Pexels adapter), the versioned
 * prompts, the length rules and the content-package generator. No HTTP and no database: the content
 * module (and later the website and premium modules) call it from their jobs and store the results.
 */
@Module({
  providers: [
    { provide: LlmPort, useClass: OpenAiLlmAdapter },
    { provide: ImageSearchPort, useClass: PexelsImageSearchAdapter },
    ContentPackageGenerator,
  ],
  exports: [LlmPort, ImageSearchPort, ContentPackageGenerator],
})
export class AiModule {}
