import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, Max, Min } from 'class-validator';
import { CALENDAR_DAYS, CalendarDay } from '../../../infrastructure/http/calendar-day.js';
import { IdListQuery } from '../../../infrastructure/http/id-list.js';

/** A beacon holds at most this many ids in each list (a page shows a few ads). */
export const AD_BEACON_MAX_IDS = 20;
/** The Ads tab asks for the figures of at most this many ads at once (a page of the list is at most 50). */
export const AD_STATS_MAX_IDS = 50;
/** A report (and its CSV) covers at most this many days; the default is the last AD_REPORT_DEFAULT_DAYS. */
export const AD_REPORT_MAX_DAYS = 366;
export const AD_REPORT_DEFAULT_DAYS = 90;

export const AD_STATS_MESSAGES = {
  beaconIds: `impressions and clicks must each be a list of at most ${AD_BEACON_MAX_IDS} ad ids (whole numbers)`,
  beaconEmpty: 'Send at least one ad id in impressions or clicks',
  statsIds: `ids must be 1 to ${AD_STATS_MAX_IDS} ad ids (whole numbers) separated by commas`,
  range: `from must not be after to, and a report covers at most ${AD_REPORT_MAX_DAYS} days`,
};

const ID = { max: 2_147_483_647 };
const beaconList = () => [
  IsOptional(),
  IsArray({ message: AD_STATS_MESSAGES.beaconIds }),
  ArrayMaxSize(AD_BEACON_MAX_IDS, { message: AD_STATS_MESSAGES.beaconIds }),
  IsInt({ each: true, message: AD_STATS_MESSAGES.beaconIds }),
  Min(1, { each: true, message: AD_STATS_MESSAGES.beaconIds }),
  Max(ID.max, { each: true, message: AD_STATS_MESSAGES.beaconIds }),
];
const apply = (decorators: PropertyDecorator[]): PropertyDecorator => (target, key) => decorators.forEach((d) => d(target, key));

/** One beacon from a page: the ads that became viewable and the ads whose links were followed since the last one. */
export class AdBeaconDto {
  @ApiPropertyOptional({ type: [Number], maxItems: AD_BEACON_MAX_IDS, example: [3, 7], description: 'Ads at least half in view for one continuous second (once per ad per page view)' })
  @apply(beaconList())
  impressions?: number[];

  @ApiPropertyOptional({ type: [Number], maxItems: AD_BEACON_MAX_IDS, example: [3], description: "Ads whose link the reader followed" })
  @apply(beaconList())
  clicks?: number[];
}

/** `ids=1,2,3`: the ads whose figures the Ads tab shows. */
export class AdStatsQueryDto {
  @ApiProperty({ type: String, example: '3,7,12', description: `1 to ${AD_STATS_MAX_IDS} ad ids separated by commas` })
  @IdListQuery(AD_STATS_MAX_IDS, AD_STATS_MESSAGES.statsIds)
  ids!: number[];
}

/** The days of a report (UTC): from and to included; default the last 90 days up to today. */
export class AdReportQueryDto {
  @ApiPropertyOptional({
    format: 'date',
    example: '2026-01-01',
    description: `First day (UTC, YYYY-MM-DD, from ${CALENDAR_DAYS.first} to ${CALENDAR_DAYS.last}); default ${AD_REPORT_DEFAULT_DAYS - 1} days before to`,
  })
  @IsOptional()
  @CalendarDay('from')
  from?: string;

  @ApiPropertyOptional({ format: 'date', example: '2026-03-31', description: `Last day (UTC, YYYY-MM-DD, from ${CALENDAR_DAYS.first} to ${CALENDAR_DAYS.last}); default today` })
  @IsOptional()
  @CalendarDay('to')
  to?: string;
}

export class AdFigures {
  @ApiProperty({ description: 'Viewable impressions: at least half of the ad in view for one continuous second, once per page view' }) impressions!: number;
  @ApiProperty({ description: "Clicks on the ad's link" }) clicks!: number;
  @ApiProperty({ type: Number, nullable: true, example: 0.0125, description: 'clicks / impressions (0.0125 is 1.25 %); null without impressions' })
  click_through_rate!: number | null;
}

/** An ad's figures over the last 7 and 30 days (today, UTC, and the days before it) and since it started. */
export class AdStatsView {
  @ApiProperty() ad_id!: number;
  @ApiProperty({ type: AdFigures }) last_7_days!: AdFigures;
  @ApiProperty({ type: AdFigures }) last_30_days!: AdFigures;
  @ApiProperty({ type: AdFigures }) total!: AdFigures;
}

export class AdStatsAnswer {
  @ApiProperty({ type: [AdStatsView], description: 'One entry per ad asked for that exists (in the order asked)' }) stats!: AdStatsView[];
}

export class AdReportDay extends AdFigures {
  @ApiProperty({ format: 'date', example: '2026-03-31', description: 'The UTC day' }) day!: string;
}

export class AdReportAd {
  @ApiProperty() id!: number;
  @ApiProperty({ nullable: true, type: String }) title!: string | null;
  @ApiProperty({ nullable: true, type: String }) link_url!: string | null;
  @ApiProperty() created_at!: string;
}

/** An ad's figures day by day (UTC days, oldest first; days before the ad existed are left out) and over the days. */
export class AdReport {
  @ApiProperty({ type: AdReportAd }) ad!: AdReportAd;
  @ApiProperty({ format: 'date' }) from!: string;
  @ApiProperty({ format: 'date' }) to!: string;
  @ApiProperty({ type: [AdReportDay] }) days!: AdReportDay[];
  @ApiProperty({ type: AdFigures }) totals!: AdFigures;
}
