import { ImageIcon, Pin, PinOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { UNTITLED } from '../article-card';
import type { EditSettings } from '../admin-kit';
import type { PublicArticle } from '../publisher-api';
import { useRefreshImage, useToggleFeatured } from './admin-mutations';

/** Under each card in admin mode: refresh the image, feature or unfeature. */
export function CardTools({ article, edit }: { article: PublicArticle; edit: EditSettings }) {
  const refresh = useRefreshImage(edit.imageRefreshErrorToast);
  const toggle = useToggleFeatured();
  const title = article.title?.trim() || UNTITLED;
  const featured = Boolean(article.is_featured);
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={() => refresh.mutate(article)} busy={refresh.isPending} aria-label={`Refresh image of "${title}"`}>
        <ImageIcon aria-hidden="true" />
        {refresh.isPending ? 'Updating...' : 'Refresh image'}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => toggle.mutate({ article, featured: !featured })}
        busy={toggle.isPending}
        aria-label={`${featured ? 'Unfeature' : 'Feature'} "${title}"`}
      >
        {featured ? <PinOff aria-hidden="true" /> : <Pin aria-hidden="true" />}
        {featured ? 'Unfeature' : 'Feature'}
      </Button>
    </div>
  );
}
