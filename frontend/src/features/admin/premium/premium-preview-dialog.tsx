import { ExternalLink, Pencil } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { formatUsLongDate } from '../../../lib/format';
import { PremiumArticle } from '../../premium/premium-article';
import { statusLabel } from '../../premium/premium-content';
import { openPremiumPreview } from './open-premium-preview';
import { usePremiumItem } from './premium-api';

/**
 * The premium article preview dialog: the article as members read it, with Edit and the full-window preview. The lists
 * carry summaries, so the whole item is read by its id.
 */
export function PremiumPreviewDialog({ id, onOpenChange, onEdit }: { id: number | null; onOpenChange: (open: boolean) => void; onEdit: (id: number) => void }) {
  const article = usePremiumItem(id);
  const item = article.data;
  return (
    <Dialog open={id !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        {id !== null && !item ? (
          <>
            <DialogTitle className="sr-only">Premium article preview</DialogTitle>
            <DialogDescription className="sr-only">The article as premium members will read it.</DialogDescription>
            {article.isError ? (
              <LoadError message="The article could not be loaded." onRetry={() => void article.refetch()} />
            ) : (
              <Spinner label="Loading the article" showLabel />
            )}
          </>
        ) : null}
        {item ? (
          <>
            <div className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 pr-10 text-base text-muted">
              <span className="kicker">Premium article preview</span>
              <span>{formatUsLongDate(item.created_at)}</span>
              <Badge tone={item.status === 'published' ? 'success' : 'neutral'}>{statusLabel(item.status)}</Badge>
            </div>
            <DialogDescription className="sr-only">The article as premium members will read it.</DialogDescription>
            <PremiumArticle
              item={item}
              level={2}
              renderTitle={(className) => <DialogTitle className={className}>{item.topic}</DialogTitle>}
            />
            <DialogFooter className="border-t border-line pt-6">
              <Button variant="secondary" onClick={() => openPremiumPreview(item.id)}>
                <ExternalLink aria-hidden="true" />
                Open in a new window
              </Button>
              <Button onClick={() => onEdit(item.id)}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
