import { Module } from '@nestjs/common';
import { BulkDeletePremiumThemeHandler, DeletePremiumHandler, UpdatePremiumHandler } from './commands/change-premium.commands.js';
import { PremiumController } from './premium.controller.js';
import { GetPremiumContentHandler, ListPremiumContentHandler, PremiumThemeCountsHandler } from './queries/premium-content.queries.js';

/** Premium coaching content: staff generate and edit it, members read it. */
@Module({
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
