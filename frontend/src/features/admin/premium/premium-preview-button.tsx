import { ExternalLink } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { openPremiumPreview } from './open-premium-preview';

/** A premium article's small Preview button (the Library's list and a theme's list): its preview page in a window of its own. */
export function PremiumPreviewButton({ item }: { item: { id: number; topic: string } }) {
  return (
    <Button variant="secondary" size="sm" onClick={() => openPremiumPreview(item.id)} aria-label={`Preview "${item.topic}" in a new window`}>
      <ExternalLink aria-hidden="true" />
      Preview
    </Button>
  );
}
