import { DialogOpening } from '../../components/ui/dialog-opening';
import { lazyPart } from '../../lib/lazy-part';

// The dashboard's article dialogs lay the text out with the markdown library (about 39 KB gzipped) and carry the card
// editor: they load once the dashboard is shown, not before it. Opened before they are in, a spinner over the page
// (Escape cancels it, as it would close the dialog).
const load = () => import('./staff-dialogs');

const premiumEditor = lazyPart(load, (module) => module.PremiumEditorDialog, ({ id, onOpenChange }) => <DialogOpening open={id !== null} onCancel={() => onOpenChange(false)} />);
const premiumPreview = lazyPart(load, (module) => module.PremiumPreviewDialog, ({ id, onOpenChange }) => <DialogOpening open={id !== null} onCancel={() => onOpenChange(false)} />);
const websitePreview = lazyPart(load, (module) => module.WebsitePreviewDialog, ({ item, onOpenChange }) => <DialogOpening open={item !== null} onCancel={() => onOpenChange(false)} />);

export const PremiumEditorDialog = premiumEditor.Part;
export const PremiumPreviewDialog = premiumPreview.Part;
export const WebsitePreviewDialog = websitePreview.Part;
/** Starts loading the dialogs (one chunk for all three) once the calling component is shown. */
export function usePreloadStaffDialogs(): void {
  premiumEditor.usePreload();
  premiumPreview.usePreload();
  websitePreview.usePreload();
}
