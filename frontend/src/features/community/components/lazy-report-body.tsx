import { Spinner } from '../../../components/ui/spinner';
import { lazyPart } from '../../../lib/lazy-part';

// A report's text is laid out by the markdown library, the largest part of the members' code (about 39 KB gzipped):
// it loads once a page that can open a report has been shown, not before the page.
const reportBody = lazyPart(
  () => import('./report-body'),
  (module) => module.ReportBody,
  () => <Spinner label="Loading the report" showLabel />,
);

/** Starts loading the report layout (once; later calls reuse it). */
export const usePreloadReportBody = reportBody.usePreload;

/** ReportBody, loaded on first use (a spinner meanwhile). */
export const LazyReportBody = reportBody.Part;
