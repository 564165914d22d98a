import { ALargeSmall } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClasses } from '../ui/button';
import { TextSizeChoice } from './display-choices';

/**
 * 'Text size' under an article's byline: the footer's Text size (Standard, Larger, Largest), where a reader who finds
 * the words small is reading, not at the foot of a long page. A button that shows and hides the choice on a line of its
 * own below the row (a disclosure: aria-expanded; `order-last`, after whatever else the row holds); the choice applies
 * at once and is kept on the device (lib/text-size.ts), so the footer shows it too. The server draws the button
 * (hidden until the app runs, its room kept: `needs-app`), so nothing moves when it shows.
 */
export function TextSizeButton() {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <>
      <button type="button" className={buttonClasses('secondary', 'md', 'needs-app')} aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
        <ALargeSmall aria-hidden="true" />
        Text size
      </button>
      <div id={panel} hidden={!open} className="order-last basis-full">
        {open ? <TextSizeChoice hideLegend /> : null}
      </div>
    </>
  );
}
