import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { answer, api } from '../../../lib/api-client';
import type { Schema } from '../../../lib/api-types';
import { saveFile } from '../../../lib/save-file';
import { ADS_KEY } from './ads-api';

/** An ad's figures (GET /api/ads/stats), its day-by-day report (GET /api/ads/{id}/report), as the OpenAPI document says. */
export type AdStats = Schema<'AdStatsView'>;
export type AdFigures = Schema<'AdFigures'>;
export type AdReport = Schema<'AdReport'>;

/** The ads list arrives 20 at a time: asking for the figures of each 20 keeps the earlier answers when more load. */
const STATS_CHUNK = 20;
/** While the Ads tab is in view its figures are read again every minute (readers' beacons arrive all the time). */
export const FIGURES_REFRESH_MS = 60_000;
/** The figures are read again each minute the page is in view and whenever the editor comes back to it. */
const LIVE_FIGURES = { refetchInterval: FIGURES_REFRESH_MS, refetchOnWindowFocus: 'always' } as const;

/**
 * The figures of the ads on the tab, by ad id. Keys start with the ads list's, so every ad change reads them again
 * (readAgain in ads-api.ts); readers' counts come in by themselves (LIVE_FIGURES: they showed only after a reload).
 */
export function useAdStats(ids: readonly number[]) {
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += STATS_CHUNK) chunks.push(ids.slice(i, i + STATS_CHUNK));
  return useQueries({
    queries: chunks.map((chunk) => ({
      queryKey: [...ADS_KEY, 'stats', chunk.join(',')],
      queryFn: () => answer(api.GET('/api/ads/stats', { params: { query: { ids: chunk.join(',') } } })),
      ...LIVE_FIGURES,
    })),
    combine: (results) => ({
      byId: new Map(results.flatMap((result) => result.data?.stats ?? []).map((stats) => [stats.ad_id, stats])),
      isError: results.some((result) => result.isError),
    }),
  });
}

/** An ad's last 90 days, day by day (UTC days). */
export function useAdReport(id: number | null) {
  return useQuery({
    queryKey: [...ADS_KEY, 'report', String(id)],
    queryFn: () => answer(api.GET('/api/ads/{id}/report', { params: { path: { id: id! } } })),
    enabled: id !== null,
    ...LIVE_FIGURES,
  });
}

/** Downloads the report's days as CSV for the advertiser (GET /api/ads/{id}/report.csv, the same days). */
export function useDownloadAdReport() {
  return useMutation({
    mutationFn: async (report: AdReport) => {
      const query = { from: report.from, to: report.to };
      const blob = await answer(api.GET('/api/ads/{id}/report.csv', { params: { path: { id: report.ad.id }, query }, parseAs: 'blob' }));
      saveFile(blob, `ad-${report.ad.id}-${report.from}-to-${report.to}.csv`);
    },
    onError: (error) => toast({ title: 'Download failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
}

const WHOLE = new Intl.NumberFormat('en-GB');
const PERCENT = new Intl.NumberFormat('en-GB', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 12,345 */
export const formatCount = (n: number) => WHOLE.format(n);
/** 1.25%; null (no impressions yet) is null, shown as a dash. */
export const formatRate = (rate: number | null) => (rate === null ? null : PERCENT.format(rate));
