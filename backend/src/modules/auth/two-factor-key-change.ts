import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../config/app-config.js';
import { sealAllAgain } from './two-factor.js';

/**
 * Changing SESSION_SECRET (docs/operations.md): started with the old one as SESSION_SECRET_PREVIOUS, a process seals
 * every authenticator secret still under the old key under the new one, so SESSION_SECRET_PREVIOUS can be removed
 * after that start and no member's app stops working.
 */
@Injectable()
export class TwoFactorKeyChange implements OnApplicationBootstrap {
  private readonly logger = new Logger('TwoFactorKeyChange');

  constructor(
    private readonly em: EntityManager,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.previousSessionSecret) return;
    const { sealed, unopenable } = await sealAllAgain(this.em.fork(), this.config);
    this.logger.log(`SESSION_SECRET_PREVIOUS: ${sealed} authenticator secrets sealed again under SESSION_SECRET`);
    if (unopenable) this.logger.warn(`${unopenable} authenticator secrets open with neither SESSION_SECRET nor SESSION_SECRET_PREVIOUS: those members sign in with a recovery code`);
  }
}
