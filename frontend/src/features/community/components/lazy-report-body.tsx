import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import type { ReportBody as ReportBodyComponent } from './report-body';

// A report's text is laid out by the markdown library, the largest part of the members' code (about 39 KB gzipped):
// it loads once a page that can open a report has been shown, not before the page.
const load = () => import('./report-body');
const Body = lazy(() => load().then((module) => ({ default: module.ReportBody })));

/** Starts loading the report layout (once; later calls reuse it). */
export function usePreloadReportBody(): void {
  useEffect(() => void load().catch(() => undefined), []);
}

/** ReportBody, loaded on first use (a spinner meanwhile; a chunk that cannot load goes to the page's error boundary). */
export function LazyReportBody(props: ComponentProps<typeof ReportBodyComponent>) {
  return (
    <Suspense fallback={<Spinner label="Loading the report" showLabel />}>
      <Body {...props} />
    </Suspense>
  );
}
