import { BarChart3, Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { formatShortDate } from '../../../lib/format';
import { formatCount, formatRate, useAdReport, useDownloadAdReport, type AdFigures, type AdStats } from './ad-stats-api';
import type { Ad } from './ads-api';

/** A click-through rate, or a dash that says there is none yet. */
function Rate({ rate }: { rate: number | null }) {
  const text = formatRate(rate);
  if (text !== null) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">none yet</span>
    </>
  );
}

/** '1 impression', '12,345 clicks' */
const counted = (n: number, noun: string) => `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`;

const cell = 'px-1.5 py-1.5 text-right tabular-nums';
const CTR = (
  <abbr title="Click-through rate: clicks for every 100 impressions" className="no-underline">
    CTR
  </abbr>
);

/** A small table of figures: a row per period (or day), impressions, clicks and click-through rate. */
function FiguresTable({ caption, first, rows }: { caption: string; first: string; rows: { key: string; label: ReactNode; figures: AdFigures }[] }) {
  return (
    // A phone's column is narrow: a size smaller there, and the row labels (dates) may take two lines.
    <table className="w-full text-sm sm:text-base">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-line text-muted">
          <th scope="col" className="py-1.5 pr-1.5 text-left font-semibold">
            <span className="sr-only">{first}</span>
          </th>
          <th scope="col" className={`${cell} font-semibold`}>
            Impressions
          </th>
          <th scope="col" className={`${cell} font-semibold`}>
            Clicks
          </th>
          <th scope="col" className={`${cell} pr-0 font-semibold`}>
            {CTR}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, label, figures }) => (
          <tr key={key} className="border-b border-line last:border-0">
            <th scope="row" className="py-1.5 pr-1.5 text-left font-normal">
              {label}
            </th>
            <td className={cell}>{formatCount(figures.impressions)}</td>
            <td className={cell}>{formatCount(figures.clicks)}</td>
            <td className={`${cell} pr-0`}>
              <Rate rate={figures.click_through_rate} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** An ad card's figures: the last 7 and 30 days and since it started (UTC days, today included). */
export function AdFiguresSummary({ name, stats, failed }: { name: string; stats: AdStats | undefined; failed: boolean }) {
  if (!stats) return <p className="text-base text-muted">{failed ? 'The figures could not be loaded.' : 'Loading figures…'}</p>;
  return (
    <FiguresTable
      caption={`Impressions and clicks of ${name}: the last 7 and 30 days (today included) and since it started`}
      first="Period"
      rows={[
        { key: '7', label: '7 days', figures: stats.last_7_days },
        { key: '30', label: '30 days', figures: stats.last_30_days },
        { key: 'all', label: 'All time', figures: stats.total },
      ]}
    />
  );
}

/** The figures day by day for the last 90 days (newest first), the totals, and the CSV for the advertiser. */
export function AdReportDialog({ ad, onClose }: { ad: Ad | null; onClose: () => void }) {
  const report = useAdReport(ad?.id ?? null);
  const download = useDownloadAdReport();
  const name = ad?.title || 'Untitled ad';
  const data = report.data;
  return (
    <Dialog open={ad !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Figures: {name}</DialogTitle>
          <DialogDescription>
            Day by day for the last 90 days (UTC days). An impression is counted when at least half of the ad has been in
            a reader&apos;s view for a second, once per page; staff and search engines are not counted.
          </DialogDescription>
        </DialogHeader>
        {report.isPending ? (
          <Spinner label="Loading figures" showLabel />
        ) : report.isError || !data ? (
          <LoadError message="The figures could not be loaded." onRetry={() => void report.refetch()} />
        ) : (
          <div className="space-y-5">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-lg">
                {formatShortDate(data.from)} to {formatShortDate(data.to)}: {counted(data.totals.impressions, 'impression')},{' '}
                {counted(data.totals.clicks, 'click')}
              </p>
              <Button variant="secondary" size="sm" onClick={() => download.mutate(data)} busy={download.isPending}>
                <Download aria-hidden="true" /> Download CSV
              </Button>
            </div>
            {data.days.length ? (
              // A phone may be a little narrower than the four columns: the table then scrolls sideways on its own.
              <div className="overflow-x-auto" role="region" aria-label={`${name}, day by day`} tabIndex={0}>
                <FiguresTable
                  caption={`${name}, day by day, newest first`}
                  first="Day"
                  rows={[...data.days].reverse().map((day) => ({ key: day.day, label: <time dateTime={day.day}>{formatShortDate(day.day)}</time>, figures: day }))}
                />
              </div>
            ) : (
              <p className="text-base text-muted">No days in this period.</p>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The card's button that opens the report. */
export function AdReportButton({ name, onOpen }: { name: string; onOpen: () => void }) {
  return (
    <Button variant="secondary" size="sm" onClick={onOpen} aria-haspopup="dialog" aria-label={`Figures by day: ${name}`}>
      <BarChart3 aria-hidden="true" /> Figures by day
    </Button>
  );
}
