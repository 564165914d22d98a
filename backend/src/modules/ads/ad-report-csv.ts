import { csvText } from '../../infrastructure/http/csv.js';
import type { AdReport } from './dto/ad-stats.dto.js';

/** The report's CSV for the advertiser: one UTC day a line, the rate as a percentage with two decimals (empty without impressions). */
export function adReportCsv(report: AdReport): string {
  const rows = report.days.map((d) => [
    d.day,
    report.ad.id,
    report.ad.title ?? '',
    d.impressions,
    d.clicks,
    d.click_through_rate === null ? '' : (d.click_through_rate * 100).toFixed(2),
  ]);
  return csvText(['date', 'ad_id', 'ad_title', 'impressions', 'clicks', 'click_through_rate_percent'], rows);
}

/** ad-12-2026-01-01-to-2026-03-31.csv */
export const adReportFileName = (report: AdReport) => `ad-${report.ad.id}-${report.from}-to-${report.to}.csv`;
