import { BadRequestException, NotFoundException } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../../infrastructure/database/int-array.js';
import { AD_MESSAGES } from '../dto/ads.dto.js';
import { AD_REPORT_DEFAULT_DAYS, AD_REPORT_MAX_DAYS, AD_STATS_MESSAGES, type AdFigures, type AdReport, type AdStatsView } from '../dto/ad-stats.dto.js';

/** Figures from counts; the rate is null without impressions. */
export const figures = (impressions: number | string, clicks: number | string): AdFigures => {
  const seen = Number(impressions);
  const followed = Number(clicks);
  return { impressions: seen, clicks: followed, click_through_rate: seen > 0 ? followed / seen : null };
};

/** The figures of the ads asked for (the Ads tab's page of cards). */
export class AdStatsQuery {
  constructor(public readonly ids: number[]) {}
}

/**
 * One statement over the ads' day rows (the primary key's range per ad): the last 7 days are today (UTC) and the 6
 * before it, the last 30 likewise. Unknown ids are left out.
 */
@QueryHandler(AdStatsQuery)
export class AdStatsHandler implements IQueryHandler<AdStatsQuery, AdStatsView[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ids }: AdStatsQuery): Promise<AdStatsView[]> {
    type Row = { ad_id: number; i7: string; c7: string; i30: string; c30: string; i: string; c: string };
    const rows = await this.em.fork().execute<Row[]>(
      `with today as (select (now() at time zone 'UTC')::date as d)
       select a.id as ad_id,
              coalesce(sum(s.impressions) filter (where s.day > today.d - 7), 0) as i7, coalesce(sum(s.clicks) filter (where s.day > today.d - 7), 0) as c7,
              coalesce(sum(s.impressions) filter (where s.day > today.d - 30), 0) as i30, coalesce(sum(s.clicks) filter (where s.day > today.d - 30), 0) as c30,
              coalesce(sum(s.impressions), 0) as i, coalesce(sum(s.clicks), 0) as c
         from ads a cross join today left join ad_daily_stats s on s.ad_id = a.id
        where a.id = any(?::int[])
        group by a.id`,
      [intArray(new Set(ids))],
    );
    const byId = new Map(rows.map((r) => [Number(r.ad_id), r]));
    return [...new Set(ids)]
      .filter((id) => byId.has(id))
      .map((id) => {
        const r = byId.get(id)!;
        return { ad_id: id, last_7_days: figures(r.i7, r.c7), last_30_days: figures(r.i30, r.c30), total: figures(r.i, r.c) };
      });
  }
}

/** An ad's report over days (UTC, from and to included; default the last 90 days). */
export class AdReportQuery {
  constructor(public readonly id: number, public readonly from?: string, public readonly to?: string) {}
}

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The report's days: to defaults to today (UTC), from to 89 days before to; at most AD_REPORT_MAX_DAYS. */
export function reportRange(from: string | undefined, to: string | undefined, now = new Date()): { from: string; to: string } {
  const last = to ?? isoDay(now.getTime());
  const first = from ?? isoDay(Date.parse(`${last}T00:00:00Z`) - (AD_REPORT_DEFAULT_DAYS - 1) * DAY_MS);
  const days = (Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS + 1;
  if (days < 1 || days > AD_REPORT_MAX_DAYS) throw new BadRequestException(AD_STATS_MESSAGES.range);
  return { from: first, to: last };
}

/**
 * Every day of the range from the ad's first day (UTC) on, with zeros where nothing was counted: one statement (the
 * days joined to the ad's rows of the range, read on the primary key). 404 when there is no such ad.
 */
@QueryHandler(AdReportQuery)
export class AdReportHandler implements IQueryHandler<AdReportQuery, AdReport> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: AdReportQuery): Promise<AdReport> {
    const { from, to } = reportRange(query.from, query.to);
    type Row = { id: number; title: string | null; link_url: string | null; created_at: Date; days: { day: string; impressions: number; clicks: number }[] | null };
    const [ad] = await this.em.fork().execute<Row[]>(
      `select a.id, a.title, a.link_url, a.created_at,
              (select json_agg(json_build_object('day', to_char(d.day, 'YYYY-MM-DD'), 'impressions', coalesce(s.impressions, 0), 'clicks', coalesce(s.clicks, 0)) order by d.day)
                 from generate_series(greatest(?::date, (a.created_at at time zone 'UTC')::date), ?::date, interval '1 day') as d(day)
                 left join ad_daily_stats s on s.ad_id = a.id and s.day = d.day::date) as days
         from ads a where a.id = ?`,
      [from, to, query.id],
    );
    if (!ad) throw new NotFoundException(AD_MESSAGES.notFound);
    const days = (ad.days ?? []).map((d) => ({ day: d.day, ...figures(d.impressions, d.clicks) }));
    const sum = (key: 'impressions' | 'clicks') => days.reduce((total, d) => total + d[key], 0);
    return {
      ad: { id: ad.id, title: ad.title, link_url: ad.link_url, created_at: new Date(ad.created_at).toISOString() },
      from,
      to,
      days,
      totals: figures(sum('impressions'), sum('clicks')),
    };
  }
}
