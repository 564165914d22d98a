import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PremiumContentSchema } from './entities/premium-content.entity.js';
import { BulkDeletePremiumThemeHandler, DeletePremiumHandler, UpdatePremiumHandler } from './commands/change-premium.commands.js';
import { PremiumController } from './premium.controller.js';
import { GetPremiumContentHandler, ListPremiumContentHandler, PremiumThemeCountsHandler } from './queries/premium-content.queries.js';

/** Premium coaching content: staff generate and edit it, members read it. */
@Module({
  imports: [MikroOrmModule.forFeature([PremiumContentSchema])],
  controllers: [PremiumController],
  providers: [
    GetPremiumContentHandler,
    ListPremiumContentHandler,
    PremiumThemeCountsHandler,
    UpdatePremiumHandler,
    DeletePremiumHandler,
    BulkDeletePremiumThemeHandler,
  ],
})
export class PremiumModule {}
