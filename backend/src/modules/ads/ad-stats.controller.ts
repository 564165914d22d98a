import { BadRequestException, Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrorAnswer } from '../../infrastructure/http/api-answers.js';
import { Access, STAFF_ROLES, type AuthUser } from '../../infrastructure/http/access.js';
import { clientAddress } from '../../infrastructure/http/client-address.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { IdParam } from '../../infrastructure/http/id-param.js';
import { ApiBadInput } from '../../infrastructure/http/openapi-finish.js';
import { ApiTooManyRequests } from '../../infrastructure/http/too-many-requests.js';
import { AD_BEACONS_PER_CLIENT_PER_MINUTE, AdCounts, TOO_MANY_AD_BEACONS } from './ad-counts.js';
import { adReportCsv, adReportFileName } from './ad-report-csv.js';
import { AD_BEACON_MAX_IDS, AD_REPORT_DEFAULT_DAYS, AD_REPORT_MAX_DAYS, AD_STATS_MESSAGES, AdBeaconDto, AdReport, AdReportQueryDto, AdStatsAnswer, AdStatsQueryDto, type AdStatsView } from './dto/ad-stats.dto.js';
import { AD_MESSAGES } from './dto/ads.dto.js';
import { AdReportQuery, AdStatsQuery } from './queries/ad-stats.queries.js';

const AdIdPipe = new IdParam(AD_MESSAGES.notFound);
const REPORT_TEXT =
  `Days are UTC days, from and to included (default the last ${AD_REPORT_DEFAULT_DAYS} days up to today; at most ${AD_REPORT_MAX_DAYS}); ` +
  "days before the ad was created are left out. An impression: at least half of the ad in the reader's view for one continuous second, once per page view; " +
  'staff, bots and repeats past the per-client budgets are not counted.';

/** What advertisers are told (docs/product.md#ads): readers' pages count impressions and clicks; staff read the figures. */
@ApiTags('ads')
@Controller('api/ads')
export class AdStatsController {
  constructor(private readonly counts: AdCounts, private readonly queries: QueryBus) {}

  @Post('beacon')
  @HttpCode(204)
  @Access('public')
  @ApiOperation({
    summary: 'Count the impressions and clicks of ads on a reader\'s page (sent with navigator.sendBeacon, batched)',
    description:
      `At most ${AD_BEACON_MAX_IDS} ids in each list. Kept as daily counts per ad only (UTC days): no cookie is set, no address or user agent stored; ` +
      'staff sessions, bots (by User-Agent) and switched-off ads are not counted, nor a browser\'s repeat click on an ad within the hour, nor more than the hourly ' +
      'share of one address: those answer 204 too. One unknown id makes it 404 and nothing is counted.',
  })
  @ApiNoContentResponse({ description: 'Counted, or not counted (staff, a bot, a repeat)' })
  @ApiBadInput('The lists are malformed or both empty; nothing was counted', AD_STATS_MESSAGES.beaconEmpty)
  @ApiErrorAnswer(404, 'An id is no ad; nothing was counted', AD_MESSAGES.notFound)
  @ApiTooManyRequests(`More than ${AD_BEACONS_PER_CLIENT_PER_MINUTE} beacons from one client address in a minute; nothing was counted`, TOO_MANY_AD_BEACONS)
  async beacon(@Body() dto: AdBeaconDto, @Req() req: Request, @Headers('user-agent') userAgent?: string, @CurrentUser() user?: AuthUser): Promise<void> {
    const beacon = { impressions: dto.impressions ?? [], clicks: dto.clicks ?? [] };
    if (!beacon.impressions.length && !beacon.clicks.length) throw new BadRequestException(AD_STATS_MESSAGES.beaconEmpty);
    await this.counts.count(beacon, { ip: clientAddress(req), userAgent, staff: Boolean(user && STAFF_ROLES.includes(user.role)) });
  }

  @Get('stats')
  @Access('staff')
  @ApiOperation({ summary: 'Impressions, clicks and click-through rate of the ads asked for: the last 7 and 30 days (UTC, today included) and since each started' })
  @ApiOkResponse({ type: AdStatsAnswer })
  @ApiBadInput('ids is missing or malformed', AD_STATS_MESSAGES.statsIds)
  async stats(@Query() query: AdStatsQueryDto): Promise<AdStatsAnswer> {
    return { stats: await this.queries.execute<AdStatsQuery, AdStatsView[]>(new AdStatsQuery(query.ids)) };
  }

  @Get(':id/report')
  @Access('staff')
  @ApiOperation({ summary: "An ad's impressions, clicks and click-through rate day by day", description: REPORT_TEXT })
  @ApiOkResponse({ type: AdReport })
  @ApiBadInput('from or to is not a date or not from 2000-01-01 to 2100-12-31, from is after to, or the range is too long', AD_STATS_MESSAGES.range)
  @ApiErrorAnswer(404, 'No such ad', AD_MESSAGES.notFound)
  report(@Param('id', AdIdPipe) id: number, @Query() query: AdReportQueryDto): Promise<AdReport> {
    return this.queries.execute(new AdReportQuery(id, query.from, query.to));
  }

  @Get(':id/report.csv')
  @Access('staff')
  @ApiOperation({ summary: 'The same report as CSV for the advertiser (date, ad_id, ad_title, impressions, clicks, click_through_rate_percent)', description: REPORT_TEXT })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV, one day a line, with a header line', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiBadInput('from or to is not a date or not from 2000-01-01 to 2100-12-31, from is after to, or the range is too long', AD_STATS_MESSAGES.range)
  @ApiErrorAnswer(404, 'No such ad', AD_MESSAGES.notFound)
  async reportCsv(@Param('id', AdIdPipe) id: number, @Query() query: AdReportQueryDto, @Res() res: Response): Promise<void> {
    const report = await this.queries.execute<AdReportQuery, AdReport>(new AdReportQuery(id, query.from, query.to));
    res.status(200).type('text/csv; charset=utf-8').setHeader('Content-Disposition', `attachment; filename="${adReportFileName(report)}"`);
    res.end(adReportCsv(report));
  }
}
