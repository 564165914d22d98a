import { Module } from '@nestjs/common';
import { PremiumController } from './premium.controller.js';
import { GetPremiumContentHandler } from './queries/premium-content.queries.js';

/** Premium (members') content. */
@Module({ controllers: [PremiumController], providers: [GetPremiumContentHandler] })
export class PremiumModule {}
