import { Spinner } from '../../components/ui/spinner';
import { lazyPart } from '../../lib/lazy-part';

// The dashboard's article dialogs lay the text out with the markdown library (about 39 KB gzipped) and carry the card
// editor: they load once the dashboard is shown, not before it. Opened before they are in, a spinner over the page.
const load = () => import('./staff-dialogs');

function Opening({ open }: { open: boolean }) {
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-ink/60">
      <Spinner label="Opening" showLabel className="rounded-lg bg-surface px-6 py-4" />
    </div>
  );
}

const premiumEditor = lazyPart(load, (module) => module.PremiumEditorDialog, ({ id }) => <Opening open={id !== null} />);
const premiumPreview = lazyPart(load, (module) => module.PremiumPreviewDialog, ({ id }) => <Opening open={id !== null} />);
const websitePreview = lazyPart(load, (module) => module.WebsitePreviewDialog, ({ item }) => <Opening open={item !== null} />);

export const PremiumEditorDialog = premiumEditor.Part;
export const PremiumPreviewDialog = premiumPreview.Part;
export const WebsitePreviewDialog = websitePreview.Part;
/** Starts loading the dialogs (one chunk for all three) once the calling component is shown. */
export function usePreloadStaffDialogs(): void {
  premiumEditor.usePreload();
  premiumPreview.usePreload();
  websitePreview.usePreload();
}
