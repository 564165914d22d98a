import { toast } from '../../../components/ui/use-toast';
import { premiumPreviewPath } from '../../premium/premium-content';

/**
 * Opens the preview page of a premium item in its own window (one window per item: a second click
 * brings it back). The page closes itself with Close Preview.
 */
export function openPremiumPreview(id: number): void {
  const opened = window.open(premiumPreviewPath(id), `premium-preview-${id}`, 'width=1100,height=900');
  if (!opened) {
    toast({ title: 'Preview blocked', description: 'Allow pop-up windows for this site to open the preview.', variant: 'destructive' });
    return;
  }
  opened.focus();
}
