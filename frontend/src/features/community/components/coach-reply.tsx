import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BookOpen, MessageCircleHeart, Pin, PinOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { apiJson, errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { INSIGHT_PREVIEW_CHARS, formatTime, isCut, previewText } from '../journal-utils';
import type { AiResponse, Recommendation } from '../members-api';
import { PremiumReaderDialog } from './premium-reader-dialog';

/** Pin or unpin a coach reply; the button shows only once the pin status has been read. */
function PinButton({ insightId }: { insightId: number }) {
  const queryClient = useQueryClient();
  const key = ['/api/community/insights', insightId, 'is-pinned'];
  const status = useQuery<{ isPinned: boolean }>({ queryKey: key });
  const toggle = useMutation({
    mutationFn: (pin: boolean) =>
      pin
        ? apiJson<unknown>('POST', `/api/community/insights/pin/${insightId}`, {})
        : apiJson<unknown>('DELETE', `/api/community/insights/pin/${insightId}`),
    onSuccess: (_answer, pin) => {
      queryClient.setQueryData(key, { isPinned: pin });
      toast({ title: pin ? 'Insight Pinned' : 'Insight Unpinned', description: pin ? 'Pinned for quick reference.' : 'Removed from your pinned insights.' });
    },
    onError: (error, pin) =>
      toast({
        title: 'Error',
        description: errorMessage(error, pin ? 'Failed to pin insight. Please try again.' : 'Failed to unpin insight. Please try again.'),
        variant: 'destructive',
      }),
  });
  if (!status.data) return null;
  const pinned = status.data.isPinned;
  return (
    <Button variant="ghost" size="sm" aria-pressed={pinned} disabled={toggle.isPending} onClick={() => toggle.mutate(!pinned)}>
      {pinned ? <PinOff aria-hidden="true" /> : <Pin aria-hidden="true" />}
      {pinned ? 'Unpin' : 'Pin'}
    </Button>
  );
}

function RecommendationItem({
  recommendation,
  journalEntryId,
  saveFailure,
}: {
  recommendation: Recommendation;
  journalEntryId: number;
  saveFailure: string;
}) {
  const [open, setOpen] = useState(false);
  const content = recommendation.premiumContent ?? recommendation.content;
  if (!content) return null;
  const topic = content.topic || 'Premium Coaching Insight';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-premium/30 bg-premium-soft px-4 py-3">
      <div className="min-w-0 flex-1 basis-52">
        <p className="font-semibold">{topic}</p>
        {recommendation.recommendation_reason ? <p className="text-base text-muted">{recommendation.recommendation_reason}</p> : null}
      </div>
      <Button variant="secondary" size="sm" aria-label={`Read article: ${topic}`} onClick={() => setOpen(true)}>
        <BookOpen aria-hidden="true" />
        Read
      </Button>
      <PremiumReaderDialog
        contentId={content.id}
        journalEntryId={journalEntryId}
        open={open}
        onOpenChange={setOpen}
        saveFailure={saveFailure}
      />
    </li>
  );
}

/** A coach reply ("insight"): long replies fold at 200 characters; pin; recommended premium reading. */
export function CoachReply({
  reply,
  journalEntryId,
  saveFailure,
  className,
}: {
  reply: AiResponse;
  journalEntryId: number;
  saveFailure: string;
  className?: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const cut = isCut(reply.response_content, INSIGHT_PREVIEW_CHARS);
  const recommendations = reply.recommendations ?? [];
  return (
    <div className={cn('space-y-3 rounded-lg rounded-tl-sm border border-line bg-surface p-5 shadow-card', className)}>
      <p className="flex items-center gap-2 text-base font-bold text-accent-hover">
        <MessageCircleHeart aria-hidden="true" className="size-5" />
        Your coach
        <span className="font-normal text-muted">
          · <time dateTime={reply.created_at}>{formatTime(reply.created_at)}</time>
        </span>
      </p>
      <p className="text-lg break-words whitespace-pre-line">
        {expanded || !cut ? reply.response_content : previewText(reply.response_content, INSIGHT_PREVIEW_CHARS)}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {cut ? (
          <Button variant="link" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
            {expanded ? 'Show less' : 'Read more'}
          </Button>
        ) : null}
        <PinButton insightId={reply.id} />
      </div>
      {recommendations.length ? (
        <div className="space-y-2">
          <p className="text-base font-semibold">Recommended reading</p>
          <ul className="space-y-2">
            {recommendations.map((recommendation) => (
              <RecommendationItem
                key={recommendation.id}
                recommendation={recommendation}
                journalEntryId={journalEntryId}
                saveFailure={saveFailure}
              />
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
