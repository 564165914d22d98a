import { Injectable } from '@nestjs/common';
import { CacheEvents } from '../../../infrastructure/cache/cache-events.js';
import { OnEvent } from '../../../infrastructure/queue/domain-event.js';
import { ARCHIVE_TAG } from '../queries/issue-archive.query.js';
import { NewsletterSendChanged } from './newsletter-send-changed.event.js';

/**
 * A send reaching its first reader, or finishing, purges the newsletter archive (its API pages and the /newsletter
 * pages, tag `newsletter-archive`); the pages module renders /newsletter again at once.
 */
@Injectable()
export class NewsletterArchiveCacheEvents {
  constructor(private readonly cacheEvents: CacheEvents) {}

  @OnEvent(NewsletterSendChanged)
  handle(event: NewsletterSendChanged): Promise<void> {
    return this.cacheEvents.purgeFor(event, [ARCHIVE_TAG]);
  }
}
