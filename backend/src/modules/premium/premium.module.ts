import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PremiumContentSchema } from './entities/premium-content.entity.js';
import { DeletePremiumHandler, UpdatePremiumHandler } from './commands/change-premium.commands.js';
import { BulkDeletePremiumHandler, BulkDeletePremiumThemeHandler } from './commands/bulk-delete-premium.commands.js';
import { EnhancePremiumHandler, GeneratePremiumHandler, RegenerateAllPremiumHandler } from './commands/generate-premium.commands.js';
import { GeneratePremiumJob } from './jobs/generate-premium.job.js';
import { ContentModule } from '../content/index.js';
import { PremiumController } from './premium.controller.js';
import { GetPremiumContentHandler, PremiumThemeCountsHandler, RecentPremiumContentHandler } from './queries/premium-content.queries.js';
import { PremiumPageHandler } from './queries/premium-list.queries.js';
import { PremiumItemsHandler, PublishedCardsHandler, SearchPremiumHandler } from './queries/premium-reads.queries.js';

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
    GeneratePremiumHandler,
    EnhancePremiumHandler,
    RegenerateAllPremiumHandler,
    GeneratePremiumJob,
  ],
})
export class PremiumModule {}
