import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../config/app-config.js';
import { dailyPseudonym } from '../../infrastructure/crypto/daily-pseudonym.js';
import { intArray } from '../../infrastructure/database/int-array.js';
import { isBot } from '../../infrastructure/http/bot-agents.js';
import { RateLimiter, type Limit } from '../../infrastructure/limits/rate-limiter.js';
import { AD_MESSAGES } from './dto/ads.dto.js';

/** Beacon posts one client address may send per minute (every process together) before 429: as article views. */
export const AD_BEACONS_PER_CLIENT_PER_MINUTE = 120;
export const TOO_MANY_AD_BEACONS = 'Too many ad counts from your network. Please wait a minute and try again.';
/** Counted impressions of one ad from one client address an hour (a household reading many pages; not a script). */
export const COUNTED_IMPRESSIONS_PER_ADDRESS_PER_HOUR = 100;
/** Counted clicks of one ad from one address an hour, whatever the user agents (one per browser an hour besides). */
export const COUNTED_CLICKS_PER_ADDRESS_PER_HOUR = 5;

/** Who sent a beacon, as far as counting goes: never stored. */
export interface AdReader {
  ip: string;
  userAgent: string | undefined;
  /** A staff session (editor or admin): their looks and clicks are work, not an advertiser's audience. */
  staff: boolean;
}

/** One beacon: the ads seen (viewable) and the ads whose links were followed, each id once. */
export interface AdBeacon {
  impressions: number[];
  clicks: number[];
}

/**
 * Ad impressions and clicks, counted as the article views are (analytics/article-views.ts): one counter row per ad and
 * UTC day in `ad_daily_stats`, nothing about the reader (no cookie is set, no address, user agent or user is stored;
 * the session cookie is read only to leave staff out). Bots (by User-Agent) and staff are not counted; a client's
 * repeat click on an ad within the hour is not counted; an address counts at most
 * COUNTED_IMPRESSIONS_PER_ADDRESS_PER_HOUR impressions and COUNTED_CLICKS_PER_ADDRESS_PER_HOUR clicks of an ad an hour
 * (RateLimiter budgets keyed by an HMAC under a key that changes every day). An ad that is switched off is not counted.
 * A beacon costs one SQL statement whatever it holds: it checks every id and adds the batch in one upsert.
 */
@Injectable()
export class AdCounts {
  constructor(private readonly em: EntityManager, private readonly limiter: RateLimiter, @Inject(AppConfig) private readonly config: AppConfig) {}

  /** Counts a beacon (what is countable of it); 429 past the client's limit; 404 (nothing counted) when an id is no ad. */
  async count(beacon: AdBeacon, reader: AdReader): Promise<void> {
    await this.limiter.consume({ bucket: 'ad-beacon-posts', subject: reader.ip, max: AD_BEACONS_PER_CLIENT_PER_MINUTE, windowMinutes: 1, message: TOO_MANY_AD_BEACONS });
    const seen = [...new Set(beacon.impressions)];
    const clicked = [...new Set(beacon.clicks)];
    const ids = [...new Set([...seen, ...clicked])].sort((a, b) => a - b);
    const counts = !reader.staff && !isBot(reader.userAgent);
    const impressions = new Set(counts ? await this.allowed(seen, (id) => [this.impressionsOfAddress(id, reader)]) : []);
    const clicks = new Set(counts ? await this.allowed(clicked, (id) => [this.clickOnceAnHour(id, reader), this.clicksOfAddress(id, reader)]) : []);
    // One statement: the ids are checked and the countable part of the batch added, or nothing when an id is unknown
    // (a data-modifying WITH runs whether or not the outer query reads it). Rows go in id order, so two beacons
    // upserting the same ads never wait on each other crosswise.
    const [{ known }] = await this.em.fork().execute<{ known: number }[]>(
      `with batch (ad_id, impressions, clicks) as (select * from unnest(?::int[], ?::int[], ?::int[])),
            known as (select b.ad_id, b.impressions, b.clicks, a.is_active from batch b join ads a on a.id = b.ad_id),
            added as (
              insert into ad_daily_stats as s (ad_id, day, impressions, clicks)
              select ad_id, (now() at time zone 'UTC')::date, impressions, clicks from known
               where is_active and impressions + clicks > 0 and (select count(*) from known) = ?
               order by ad_id
              on conflict (ad_id, day) do update set impressions = s.impressions + excluded.impressions, clicks = s.clicks + excluded.clicks
              returning 1)
       select count(*)::int as known from known`,
      [intArray(ids), intArray(ids.map((id) => (impressions.has(id) ? 1 : 0))), intArray(ids.map((id) => (clicks.has(id) ? 1 : 0))), ids.length],
    );
    if (known !== ids.length) throw new NotFoundException(AD_MESSAGES.notFound);
  }

  /** The ids whose every budget still allows one more (each budget counts this one). */
  private async allowed(ids: number[], limits: (id: number) => Limit[]): Promise<number[]> {
    const answers = await Promise.all(ids.map(async (id) => (await Promise.all(limits(id).map((limit) => this.limiter.take(limit)))).every((a) => a.allowed)));
    return ids.filter((_, i) => answers[i]);
  }

  private impressionsOfAddress(adId: number, { ip }: AdReader): Limit {
    return { bucket: 'ad-impressions-address', subject: this.pseudonym(`${ip}|${adId}`), max: COUNTED_IMPRESSIONS_PER_ADDRESS_PER_HOUR, windowMinutes: 60, message: '' };
  }

  /** One click per browser (address and user agent) and ad an hour. */
  private clickOnceAnHour(adId: number, { ip, userAgent }: AdReader): Limit {
    return { bucket: 'ad-click-once', subject: this.pseudonym(`${ip}|${userAgent ?? ''}|${adId}`), max: 1, windowMinutes: 60, message: '' };
  }

  private clicksOfAddress(adId: number, { ip }: AdReader): Limit {
    return { bucket: 'ad-clicks-address', subject: this.pseudonym(`${ip}|${adId}`), max: COUNTED_CLICKS_PER_ADDRESS_PER_HOUR, windowMinutes: 60, message: '' };
  }

  /** An HMAC under a key that changes every day (derived from SESSION_SECRET and the UTC date), never the address itself. */
  private pseudonym(value: string): string {
    return dailyPseudonym(this.config.sessionSecret, 'ad-count-key', value);
  }
}
