import { Printer } from 'lucide-react';
import { buttonClasses } from '../ui/button';

/**
 * 'Print' above a premium report's text in the members' area: the browser's own print, of the report alone (the open
 * dialog is what a printed page holds: components/ui/dialog.tsx, index.css). Readers print a long report to read away
 * from the screen; a report in a dialog is not where they would think of the browser's menu.
 */
export function PrintButton() {
  return (
    <button type="button" className={buttonClasses('secondary')} onClick={() => window.print()}>
      <Printer aria-hidden="true" />
      Print
    </button>
  );
}
