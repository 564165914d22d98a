import { Injectable } from '@nestjs/common';
import { OnEvent } from '../../infrastructure/queue/domain-event.js';
import { CacheEvents } from '../../infrastructure/cache/cache-events.js';
import { AdChanged } from './events/ad-changed.event.js';
import { ADS_TAG } from './public-reads.js';

/** An ad change purges the ad lists and the pages showing them (tag `ads`); the pages module warms the home page again. */
@Injectable()
export class AdsCacheEvents {
  constructor(private readonly cacheEvents: CacheEvents) {}

  /** Softly: readers get the pages from before the change for the second it takes to render them again. */
  @OnEvent(AdChanged)
  handle(event: AdChanged): Promise<void> {
    return this.cacheEvents.purgeFor(event, [], [ADS_TAG]);
  }
}
