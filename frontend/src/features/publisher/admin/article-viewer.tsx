import { ExternalLink, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { MetaLine } from '../../../components/ui/meta-line';
import { toast } from '../../../components/ui/use-toast';
import { formatLongDate } from '../../../lib/format';
import { articleBlocks } from '../../../lib/markdown';
import { ArticleBody } from '../../../components/site/article-body';
import { UNTITLED } from '../article-card';
import type { EditSettings } from '../admin-kit';
import { useWebsiteArticle } from '../../admin/website/website-api';
import { articleDate, articleHref, type PublicArticle } from '../publisher-api';
import { TEXTS } from './admin-mutations';
import { ArticleEditDialog } from './article-edit-dialog';

/** The admin preview shows at most 10 paragraphs (docs/product.md#admin-mode-on-magazine-pages). */
export const PREVIEW_PARAGRAPHS = 10;

/** An admin's click on a card: the article read in place (fresh from the server), with an Edit button. */
export function ArticleViewer({ article, edit, onClose }: { article: PublicArticle | null; edit: EditSettings; onClose: () => void }) {
  const [editing, setEditing] = useState<PublicArticle | null>(null);
  const full = useWebsiteArticle(article?.id);

  if (editing) {
    return (
      <ArticleEditDialog
        article={editing}
        edit={edit}
        onClose={() => {
          setEditing(null);
          onClose();
        }}
      />
    );
  }
  if (!article) return null;

  const shown = full.data ?? article;
  const blocks = articleBlocks(shown.long_form_article).slice(0, PREVIEW_PARAGRAPHS);
  const date = articleDate(shown);

  const startEditing = () => {
    if (!full.data) {
      toast({ title: 'Error', description: TEXTS.noArticle, variant: 'destructive' });
      return;
    }
    setEditing(full.data);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle className="text-3xl">{shown.title?.trim() || UNTITLED}</DialogTitle>
          <DialogDescription>
            {shown.category || date ? <MetaLine as="span" items={[shown.category, date ? formatLongDate(date) : null]} /> : 'Article preview'}
          </DialogDescription>
        </DialogHeader>
        {shown.featured_image ? <img src={shown.featured_image} alt={shown.featured_image_alt ?? ''} className="mb-5 aspect-[16/9] w-full rounded-md object-cover" /> : null}
        {full.isPending ? <Spinner label="Loading article" /> : null}
        {blocks.length === 0 ? (
          <p className="text-lg text-muted">Article content is not available</p>
        ) : (
          <ArticleBody blocks={blocks} heading="h3" className="space-y-4" />
        )}
        <DialogFooter>
          <a href={articleHref(shown)} target="_blank" rel="noopener" className={buttonClasses('secondary')}>
            <ExternalLink aria-hidden="true" />
            Open article
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <Button onClick={startEditing} busy={full.isPending}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
