import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { formatDateTime, londonTimeToDate } from '../../../lib/format';
import type { WebsiteItem } from './website-api';

export interface WebsitePublishDialogProps {
  item: WebsiteItem | null;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  /** publishAt: an ISO time in the future (schedule), or undefined (publish now). */
  onPublish: (item: WebsiteItem, publishAt?: string) => void;
}

function PublishForm({ item, pending, onPublish, onCancel }: { item: WebsiteItem; pending: boolean; onPublish: WebsitePublishDialogProps['onPublish']; onCancel: () => void }) {
  const [when, setWhen] = useState('');
  const [error, setError] = useState<string | undefined>();
  const whenId = useId();
  const errorId = useId();
  // The time it would go live, said under the field for a future time only (a past one is refused, and says so).
  const goesLive = londonTimeToDate(when);
  const future = goesLive && goesLive.getTime() > Date.now() ? goesLive : null;
  // A draft with a past date went live before (it was unpublished): published now it keeps that date (PublishWebsite).
  const firstDate = item.status === 'draft' && item.publish_date && new Date(item.publish_date).getTime() <= Date.now() ? item.publish_date : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!when) return onPublish(item);
    // The field is London time, whatever the editor's computer is set to.
    const at = londonTimeToDate(when);
    if (!at || at.getTime() <= Date.now()) {
      setError('Choose a time in the future, or leave it empty to publish now.');
      return;
    }
    onPublish(item, at.toISOString());
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="space-y-2">
        <Label htmlFor={whenId}>Publish at, London time (optional)</Label>
        <Input
          id={whenId}
          type="datetime-local"
          step={1}
          value={when}
          onChange={(event) => {
            setWhen(event.target.value);
            setError(undefined);
          }}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
        />
        <p className="text-sm text-muted">
          Leave empty to publish now; a future time (UK time: GMT in winter, BST in summer) schedules the article.
          {future ? ` It goes live ${formatDateTime(future)}.` : ''}
        </p>
        {firstDate ? (
          <p className="rounded-md border border-line bg-sunken px-4 py-3 text-base" data-testid="first-published">
            {future
              ? `First published ${formatDateTime(firstDate)}. Scheduled, it takes the new time as its date.`
              : `First published ${formatDateTime(firstDate)}. Published now, it keeps that date and its place in lists and feeds.`}
          </p>
        ) : null}
        <div id={errorId}>
          <FormMessage message={error} />
        </div>
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel} busy={pending}>
          Cancel
        </Button>
        <Button type="submit" busy={pending}>
          <Send aria-hidden="true" />
          {pending ? 'Publishing...' : when ? 'Schedule' : 'Publish now'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Publish a draft now, or schedule it with a future time (POST /{id}/publish with publish_at). */
export function WebsitePublishDialog({ item, pending, onOpenChange, onPublish }: WebsitePublishDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (pending ? undefined : onOpenChange(open))}>
      <DialogContent className="max-w-lg">
        {item ? (
          <>
            <DialogHeader>
              <DialogTitle>Publish Article</DialogTitle>
              <DialogDescription>"{item.title}" will appear on the publisher page.</DialogDescription>
            </DialogHeader>
            <PublishForm key={item.id} item={item} pending={pending} onPublish={onPublish} onCancel={() => onOpenChange(false)} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
