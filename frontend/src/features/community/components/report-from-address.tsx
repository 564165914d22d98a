import { useLocation, useSearchParams } from 'react-router';
import { focusAfterChange, mainContent } from '../../../lib/focus-after-change';
import { REPORT_PARAM, reportIdOf } from '../../premium/upgrade-return';
import { PremiumReaderDialog } from './premium-reader-dialog';

/**
 * The report a member page's address names (?report=<id>: where 'Continue to your report' leads after upgrading from
 * its lock), open in the reader over the page; closing it takes ?report= out of the address.
 */
export function ReportFromAddress() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const id = reportIdOf(params.get(REPORT_PARAM));
  if (id === null) return null;
  const close = () => {
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.delete(REPORT_PARAM);
        return copy;
      },
      { replace: true },
    );
    // Opened by the address, the reader had no button to give focus back to: it goes to the page's main region.
    focusAfterChange(mainContent);
  };
  // The Insights Guide's words for a failed save, else the Journey page's (docs/product.md).
  const saveFailure = pathname.replace(/\/+$/, '') === '/journal' ? 'Failed to save article to library' : 'Failed to save content to library';
  return <PremiumReaderDialog key={id} contentId={id} open onOpenChange={(open) => (open ? undefined : close())} saveFailure={saveFailure} />;
}
