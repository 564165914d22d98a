import { CalendarX, Eye, Mail, MailCheck, Send, Star, StarOff, Trash2, Undo2 } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { websiteStatusLabel, type WebsiteItem } from './website-api';
import { formatDateTime, formatShortDate } from '../../../lib/format';
import type { ArticleSent } from '../newsletter/newsletter-api';

export interface WebsiteArticleHandlers {
  onPreview: (item: WebsiteItem) => void;
  onPublish: (item: WebsiteItem) => void;
  /** A scheduled article goes live at once. */
  onPublishNow: (item: WebsiteItem) => void;
  onSetHero: (item: WebsiteItem) => void;
  onRemoveHero: (item: WebsiteItem) => void;
  onDelete: (item: WebsiteItem) => void;
  /** Back to draft: Unpublish (published, in the list only) or Unschedule (scheduled, on cards and in the list). */
  onUnpublish: (item: WebsiteItem) => void;
  /** Send a published article as a newsletter (a test to oneself first). */
  onNewsletter: (item: WebsiteItem) => void;
}

function tone(status: string): BadgeTone {
  if (status === 'published') return 'success';
  if (status === 'scheduled') return 'accent';
  if (status === 'draft') return 'neutral';
  return 'premium';
}

/**
 * The day shown beside an article's status: a published article's publish date (the date readers see on it), else the
 * day it was written. The creation date beside 'Published' read as the publish date, and disagreed with the magazine.
 */
export function websiteItemDay(item: Pick<WebsiteItem, 'status' | 'publish_date' | 'created_at'>): string {
  return formatShortDate(item.status === 'published' && item.publish_date ? item.publish_date : item.created_at);
}

export function WebsiteStatusBadge({ item }: { item: Pick<WebsiteItem, 'status' | 'publish_date'> }) {
  const label = websiteStatusLabel(item.status);
  return (
    <Badge tone={tone(item.status)}>
      {label}
      {item.status === 'scheduled' && item.publish_date ? ` · ${formatDateTime(item.publish_date)}` : ''}
    </Badge>
  );
}

/**
 * Preview, Publish (drafts), Publish now and Unschedule (scheduled), Set Hero or 'Hero' with Remove Hero, and Send as newsletter (published;
 * 'Sent as newsletter' once it went out), Unpublish and Delete (list): one article's actions.
 */
export function WebsiteArticleActions({
  item,
  handlers,
  withDelete = true,
  newsletter,
}: {
  item: WebsiteItem;
  handlers: WebsiteArticleHandlers;
  withDelete?: boolean;
  /** The article's send that went out or is going out (useArticlesSent): its button says so, and opens to when. */
  newsletter?: ArticleSent;
}) {
  const name = `"${item.title}"`;
  const mailed = newsletter ? (newsletter.status === 'sending' ? 'Sending as newsletter' : 'Sent as newsletter') : 'Send as newsletter';
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={() => handlers.onPreview(item)} aria-label={`Preview ${name}`}>
        <Eye aria-hidden="true" />
        Preview
      </Button>
      {item.status === 'draft' ? (
        <Button variant="secondary" size="sm" onClick={() => handlers.onPublish(item)} aria-label={`Publish ${name}`} aria-haspopup="dialog">
          <Send aria-hidden="true" />
          Publish
        </Button>
      ) : null}
      {item.status === 'scheduled' ? (
        <>
          <Button variant="secondary" size="sm" onClick={() => handlers.onPublishNow(item)} aria-label={`Publish now: ${name}`}>
            <Send aria-hidden="true" />
            Publish now
          </Button>
          <Button variant="secondary" size="sm" onClick={() => handlers.onUnpublish(item)} aria-label={`Unschedule ${name}`} aria-haspopup="dialog">
            <CalendarX aria-hidden="true" />
            Unschedule
          </Button>
        </>
      ) : null}
      {item.is_hero_article ? (
        <>
          <Badge tone="premium" className="min-h-9 px-4 text-sm">
            <Star aria-hidden="true" className="size-4" />
            Hero
          </Badge>
          <Button variant="secondary" size="sm" onClick={() => handlers.onRemoveHero(item)} aria-label={`Remove Hero: ${name}`}>
            <StarOff aria-hidden="true" />
            Remove Hero
          </Button>
        </>
      ) : item.status === 'published' ? (
        <Button variant="secondary" size="sm" onClick={() => handlers.onSetHero(item)} aria-label={`Set Hero: ${name}`}>
          <Star aria-hidden="true" />
          Set Hero
        </Button>
      ) : null}
      {item.status === 'published' ? (
        <Button variant="secondary" size="sm" onClick={() => handlers.onNewsletter(item)} aria-label={`${mailed}: ${name}`} aria-haspopup="dialog">
          {newsletter ? <MailCheck aria-hidden="true" /> : <Mail aria-hidden="true" />}
          {mailed}
        </Button>
      ) : null}
      {withDelete && item.status === 'published' ? (
        <Button variant="secondary" size="sm" onClick={() => handlers.onUnpublish(item)} aria-label={`Unpublish ${name}`}>
          <Undo2 aria-hidden="true" />
          Unpublish
        </Button>
      ) : null}
      {withDelete ? (
        <Button variant="secondary" size="sm" onClick={() => handlers.onDelete(item)} aria-label={`Delete ${name}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      ) : null}
    </div>
  );
}
