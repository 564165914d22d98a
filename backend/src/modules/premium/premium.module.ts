import { Module, type OnModuleInit } from '@nestjs/common';
import { UploadUses } from '../../infrastructure/storage/upload-uses.js';
import { IMAGE_SLOTS } from '../ai/index.js';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PremiumContentSchema } from './entities/premium-content.entity.js';
import { DeletePremiumHandler, UpdatePremiumHandler } from './commands/change-premium.commands.js';
import { BulkDeletePremiumHandler, BulkDeletePremiumThemeHandler } from './commands/bulk-delete-premium.commands.js';
import { EnhancePremiumHandler, GeneratePremiumHandler } from './commands/generate-premium.commands.js';
import { RegenerateAllPremiumHandler } from './commands/regenerate-all-premium.command.js';
import { GeneratePremiumJob } from './jobs/generate-premium.job.js';
import { RegenerateAllPremiumJob } from './jobs/regenerate-all.job.js';
import { ContentModule } from '../content/index.js';
import { PremiumController } from './premium.controller.js';
import { GetPremiumContentHandler, PremiumThemeCountsHandler, RecentPremiumContentHandler } from './queries/premium-content.queries.js';
import { PremiumPageHandler } from './queries/premium-list.queries.js';
import { PremiumItemsHandler, PublishedCardsHandler, SearchPremiumHandler } from './queries/premium-reads.queries.js';
import { GenerationClaims } from './generation-claims.js';

/** Premium coaching content: staff generate and edit it, members read it. */
@Module({
  imports: [ContentModule, MikroOrmModule.forFeature([PremiumContentSchema])],
  controllers: [PremiumController],
  providers: [
    GetPremiumContentHandler,
    RecentPremiumContentHandler,
    PremiumPageHandler,
    PremiumThemeCountsHandler,
    PremiumItemsHandler,
    PublishedCardsHandler,
    SearchPremiumHandler,
    UpdatePremiumHandler,
    DeletePremiumHandler,
    BulkDeletePremiumThemeHandler,
    BulkDeletePremiumHandler,
    GenerationClaims,
    GeneratePremiumHandler,
    EnhancePremiumHandler,
    RegenerateAllPremiumHandler,
    GeneratePremiumJob,
    RegenerateAllPremiumJob,
  ],
})
export class PremiumModule implements OnModuleInit {
  constructor(private readonly uploads: UploadUses) {}

  /**
   * A report's pictures (cover and inline visuals) are shown to everyone, like a generation's: members see the cover on
   * the coach's recommendations and in the Library (docs/product.md#library). Unregistered, a stored cover
   * answered 404 to all but its uploader and the hourly sweep deleted it as unused.
   */
  onModuleInit(): void {
    this.uploads.register({
      name: 'premium reports',
      kind: 'staff',
      shows: (url) =>
        `exists (select 1 from premium_content p_use where ${IMAGE_SLOTS.map((slot) => `p_use.generated_images @> jsonb_build_object('${slot}', ${url}::text)`).join(' or ')})`,
    });
  }
}
