import { EyeOff, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { PremiumItem } from '../../premium/premium-content';
import type { PremiumPublishStatus } from './premium-api';

/**
 * Whether members read the post, with the one action that changes it (docs/product.md#premium-articles): a draft shows
 * Publish (live at once); a published post shows Unpublish, which asks first (members lose it from their lists, the
 * coach's recommendations and their saved reports until it is published again).
 */
export function PublishState({ item, publishing, onChange }: { item: PremiumItem; publishing: boolean; onChange: (status: PremiumPublishStatus) => void }) {
  const [confirming, setConfirming] = useState(false);
  const draft = item.status === 'draft';
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3 rounded-md border border-line bg-sunken px-4 py-3">
      <p className="min-w-0 text-base">
        {draft ? 'Draft: members do not see this post until you publish it.' : 'Published: Premium members read this post.'}
      </p>
      {draft ? (
        <Button size="sm" busy={publishing} onClick={() => onChange('published')}>
          <Send aria-hidden="true" />
          {publishing ? 'Publishing...' : 'Publish'}
        </Button>
      ) : (
        <Button variant="secondary" size="sm" busy={publishing} onClick={() => setConfirming(true)} aria-haspopup="dialog">
          <EyeOff aria-hidden="true" />
          Unpublish
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Unpublish Premium Article"
        description={`Take "${item.topic}" back to draft? Members no longer see it in their lists, the coach's recommendations or their saved reports until you publish it again.`}
        confirmLabel="Unpublish"
        pendingLabel="Unpublishing..."
        pending={publishing}
        onConfirm={() => {
          onChange('draft');
          setConfirming(false);
        }}
      />
    </div>
  );
}
