import { ImageIcon, ImageOff } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { UNTITLED } from '../article-card';
import type { PublisherAdminKit } from '../admin-kit';
import type { PublicArticle, ThemeHero } from '../publisher-api';
import type { ThemePageConfig } from '../theme-config';
import { useRemoveHeroImage, useSaveHeroImage, useSetArticleImage } from './admin-mutations';
import { ArticleViewer } from './article-viewer';
import { CardTools } from './card-tools';
import { HeroImagePicker } from './hero-image-picker';
import { HeroTitleEditor } from './hero-title-editor';
import type { PhotoCreditData } from '../photo-credit';

/** The title saved with a new hero image: the hero's own title, else the theme's fallback (docs/product.md#admin-mode-on-magazine-pages). */
export function heroSaveTitle(config: ThemePageConfig, hero: ThemeHero | undefined): string {
  return hero?.custom_title?.trim() || config.heroSaveFallbackTitle;
}

/** The 'Change hero image' button and the picker it opens; `onSelect` saves the chosen address with its credit (and description). */
function ChangeHeroImageButton({ busy, title, onSelect }: { busy: boolean; title: string; onSelect: (url: string, credit: PhotoCreditData | null, description: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button variant="secondary" onClick={() => setOpen(true)} busy={busy}>
        <ImageIcon aria-hidden="true" />
        Change hero image
      </Button>
      {open ? <HeroImagePicker open={open} onOpenChange={setOpen} title={title} onSelect={onSelect} /> : null}
    </div>
  );
}

/**
 * The hero picture's tools: change it, and, while the hero has a picture of its own, remove it (the page then shows its
 * lead article's picture, docs/product.md#admin-mode-on-magazine-pages).
 */
function ThemeHeroImage({ config, hero }: { config: ThemePageConfig; title: string; hero: ThemeHero | undefined }) {
  const save = useSaveHeroImage();
  const remove = useRemoveHeroImage();
  const own = hero?.is_active && hero.custom_image_url;
  const tools = useRef<HTMLDivElement>(null);
  // The Remove button goes with the picture: focus moves to 'Change hero image', not to the page's start.
  const removed = () => tools.current?.querySelector('button')?.focus();
  return (
    <div ref={tools} className="flex flex-wrap gap-3">
      <ChangeHeroImageButton
        busy={save.isPending}
        title={`Choose the ${config.theme.title} hero image`}
        onSelect={(url, credit) => save.mutate({ theme: config.theme.slug, hero, custom_title: heroSaveTitle(config, hero), custom_image_url: url, custom_image_credit: credit })}
      />
      {own ? (
        <Button variant="secondary" busy={remove.isPending} disabled={save.isPending} onClick={() => remove.mutate({ theme: config.theme.slug, hero }, { onSuccess: removed })}>
          <ImageOff aria-hidden="true" />
          Remove hero image
        </Button>
      ) : null}
    </div>
  );
}

function ArticleImageButton({ article }: { article: PublicArticle }) {
  const save = useSetArticleImage();
  return (
    <ChangeHeroImageButton busy={save.isPending} title={`Choose an image for "${article.title?.trim() || UNTITLED}"`} onSelect={(url, credit, description) => save.mutate({ id: article.id, url, credit, description })} />
  );
}

const TOOLS = { ThemeHeroTitle: HeroTitleEditor, ThemeHeroImage, ArticleImageButton, CardTools, ArticleViewer };

/** The admin tools for a signed-in editor. */
export function adminKit(email: string): PublisherAdminKit {
  return { email, ...TOOLS };
}
