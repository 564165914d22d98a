import { Module, type OnModuleInit } from '@nestjs/common';
import { UploadUses } from '../../infrastructure/storage/upload-uses.js';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ContentGenerationSchema } from './entities/content-generation.entity.js';
import { AiModule } from '../ai/index.js';
import { IMAGE_SLOTS } from '../ai/index.js';
import { ArchiveGenerationHandler, DeleteGenerationHandler, UpdateGenerationHandler } from './commands/change-generation.commands.js';
import { GenerateContentHandler } from './commands/generate-content.command.js';
import { ContentController } from './content.controller.js';
import { GenerationRuns } from './generation-runs.js';
import { ContentRetention } from './events/retention.handler.js';
import { GenerationSlots } from './generation-slots.js';
import { GenerationProgressTracker } from './generation-progress.js';
import { GenerateContentJob } from './jobs/generate-content.job.js';
import { PackageJobRunner } from './jobs/package-job.js';
import { GenerationRunner } from './generation-runner.js';
import { PexelsController } from './pexels.controller.js';
import { EditorialCycleHandler } from './queries/editorial-cycle.query.js';
import { AutoInitializeHandler } from './queries/auto-initialize.query.js';
import { GetGenerationProgressHandler } from './queries/generation-progress.query.js';
import { GetGenerationHandler, ListGenerationsHandler } from './queries/generations.queries.js';
import { SearchImagesHandler } from './queries/search-images.query.js';

/** Content generations (generator and Apple News+): the API, the generation job and its progress. */
@Module({
  imports: [AiModule, MikroOrmModule.forFeature([ContentGenerationSchema])],
  controllers: [ContentController, PexelsController],
  providers: [
    GenerationProgressTracker,
    GenerationSlots,
    GenerationRuns,
    ContentRetention,
    PackageJobRunner,
    GenerationRunner,
    GenerateContentJob,
    GenerateContentHandler,
    UpdateGenerationHandler,
    ArchiveGenerationHandler,
    DeleteGenerationHandler,
    ListGenerationsHandler,
    GetGenerationHandler,
    GetGenerationProgressHandler,
    AutoInitializeHandler,
    EditorialCycleHandler,
    SearchImagesHandler,
  ],
  exports: [GenerationRunner, PackageJobRunner],
})
export class ContentModule implements OnModuleInit {
  constructor(private readonly uploads: UploadUses) {}

  /** A generation's pictures (one address per image slot) are shown to everyone. */
  onModuleInit(): void {
    this.uploads.register({
      name: 'content generations',
      kind: 'staff',
      shows: (url) =>
        `exists (select 1 from content_generations g where ${IMAGE_SLOTS.map((slot) => `g.generated_images @> jsonb_build_object('${slot}', ${url}::text)`).join(' or ')})`,
    });
  }
}
