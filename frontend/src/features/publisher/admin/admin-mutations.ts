import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { readAgain } from '../../../lib/read-again';
import { toast } from '../../../components/ui/use-toast';
import { changedMeanwhile, errorMessage, errorStatus } from '../../../lib/api';
import { changedFields } from '../../../lib/changed-fields';
import { answer, api } from '../../../lib/api-client';
import type { RequestBody } from '../../../lib/api-types';
import type { ThemeSlug } from '../../../lib/themes';
import { ARTICLES_KEY, FEATURED_KEY, HERO_KEY, LATEST_KEY, MOST_READ_KEY, THEME_COUNTS_KEY, themeHeroKey, type PublicArticle, type ThemeHero } from '../publisher-api';
import type { PhotoCreditData } from '../photo-credit';

/** docs/product.md#admin-mode-on-magazine-pages texts of the inline editing tools. */
export const TEXTS = {
  updateFailed: 'Update Failed',
  imageFailure: 'Failed to update the article image. Please try again.',
  featuredFailure: 'Failed to update featured status. Please try again.',
  articleFailure: 'Failed to update the article. Please try again.',
  titleFailure: 'Failed to update title.',
  heroImageFailure: 'Failed to update image.',
  saveFailed: 'Save Failed',
  heroFailure: 'Failed to update hero section. Please try again.',
  searchFailed: 'Search Failed',
  searchFailure: 'Failed to search for images. Please try again.',
  noArticle: 'No article data available to edit.',
  authRequired: 'Authentication Required',
  authRequiredText: 'Please refresh the page and log in again as admin to update images.',
} as const;

/** After a successful change the article list, the hero and the theme heroes are fetched again (docs/product.md#admin-mode-on-magazine-pages). */
export function refreshMagazine(client: QueryClient): Promise<unknown> {
  return readAgain(
    client,
    ARTICLES_KEY,
    LATEST_KEY,
    THEME_COUNTS_KEY,
    ['/api/publisher/themes'],
    FEATURED_KEY,
    HERO_KEY,
    ['/api/theme-heros'],
    MOST_READ_KEY,
    ['/api/website-content'],
  );
}

/**
 * The toast of a failed image refresh (docs/product.md#admin-mode-on-magazine-pages): the server's words, else the default text; a message
 * about authentication or Admin asks the editor to sign in again.
 */
export function imageRefreshFailure(error: unknown): { title: string; description: string } {
  const message = errorMessage(error, TEXTS.imageFailure);
  if (/authentication/i.test(message) || message.includes('Admin')) {
    return { title: TEXTS.authRequired, description: TEXTS.authRequiredText };
  }
  return { title: TEXTS.updateFailed, description: message };
}

/** POST /api/website-content/{id}/update-image: a new picture found by image search for the title. */
export function useRefreshImage(showErrorToast: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (article: PublicArticle) => answer(api.POST('/api/website-content/{id}/update-image', { params: { path: { id: article.id } } })),
    onSuccess: () => {
      toast({ title: 'Image Updated', description: 'The article has a new image.' });
      return refreshMagazine(client);
    },
    onError: (error) => {
      if (showErrorToast) toast({ ...imageRefreshFailure(error), variant: 'destructive' });
    },
  });
}

/** POST .../set-featured or .../unset-featured. */
export function useToggleFeatured() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ article, featured }: { article: PublicArticle; featured: boolean }) =>
      answer(
        featured
          ? api.POST('/api/website-content/{id}/set-featured', { params: { path: { id: article.id } } })
          : api.POST('/api/website-content/{id}/unset-featured', { params: { path: { id: article.id } } }),
      ),
    onSuccess: (_data, { featured }) => {
      toast(
        featured
          ? { title: 'Article Featured', description: 'The article is pinned to the featured list.' }
          : { title: 'Article Unfeatured', description: 'The article is no longer featured.' },
      );
      return refreshMagazine(client);
    },
    onError: () => toast({ title: TEXTS.updateFailed, description: TEXTS.featuredFailure, variant: 'destructive' }),
  });
}

/** The fields the inline editor changes (PUT /api/website-content/{id}: a field left out keeps its value). */
export type ArticleFields = RequestBody<'/api/website-content/{idOrSlug}', 'put'>;

/** PUT /api/website-content/{id} with the edited fields (only those changed, with the version they started from). */
export function useUpdateArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number; fields: ArticleFields }) => answer(api.PUT('/api/website-content/{idOrSlug}', { params: { path: { idOrSlug: id } }, body: fields })),
    onSuccess: () => {
      toast({ title: 'Article Updated', description: 'Your changes have been saved.' });
      return refreshMagazine(client);
    },
    // A refusal (4xx: a slug taken or malformed, the article changed meanwhile) says why in the server's words.
    onError: (error) => toast({ title: TEXTS.updateFailed, description: refusal(error) ?? TEXTS.articleFailure, variant: 'destructive' }),
  });
}

/** The server's reason for refusing a save (a 4xx), else undefined (a 5xx or no answer: the default text). */
export function refusal(error: unknown): string | undefined {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500 ? errorMessage(error, '') || undefined : undefined;
}

/** PUT /api/website-content/{id} with only featured_image, its credit and description (the home hero's picture; an article's page reads the description out). */
export function useSetArticleImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, url, credit, description }: { id: number; url: string; credit?: PhotoCreditData | null; description?: string }) =>
      answer(
        api.PUT('/api/website-content/{idOrSlug}', {
          params: { path: { idOrSlug: id } },
          body: { featured_image: url, featured_image_credit: credit ?? null, featured_image_alt: description || null },
        }),
      ),
    onSuccess: () => {
      toast({ title: 'Image Updated', description: 'The article has a new image.' });
      return refreshMagazine(client);
    },
    onError: () => toast({ title: TEXTS.updateFailed, description: TEXTS.heroImageFailure, variant: 'destructive' }),
  });
}

export interface HeroSave {
  theme: ThemeSlug;
  /** The hero as the editor saw it (undefined: not read): only what differs from it is sent, and it is shown. */
  hero: ThemeHero | undefined;
  custom_title?: string;
  /** null: no picture of its own (the page shows its lead article's). */
  custom_image_url?: string | null;
  /** The credit of the stock photo sent as custom_image_url (saved with it; a picture without one has none). */
  custom_image_credit?: PhotoCreditData | null;
  /**
   * Name the version the editor started from (docs/product.md#editing-together): a save over someone else's change made
   * since is refused (409 changed_meanwhile) and changes nothing.
   */
  checked?: boolean;
}

/** PUT /api/theme-heros/{theme} with what differs from the hero as the editor saw it (and is_active true, so it shows). */
function putHero({ theme, hero, checked, custom_image_credit, ...wanted }: HeroSave) {
  const now = { custom_title: hero?.custom_title ?? undefined, custom_image_url: hero?.custom_image_url ?? null, is_active: hero?.is_active ?? false };
  const changed = changedFields({ ...wanted, is_active: true }, now);
  // A new picture goes with its credit (a stock photo's photographer), or none.
  const credit = changed.custom_image_url !== undefined ? { custom_image_credit: custom_image_credit ?? null } : {};
  const body = { ...changed, ...credit, ...(checked ? { expected_updated_at: hero?.updated_at ?? null } : {}) };
  return answer(api.PUT('/api/theme-heros/{theme}', { params: { path: { theme } }, body }));
}

/** The hero title, saved with PUT /api/theme-heros/{theme}. */
export function useSaveHeroTitle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putHero,
    onSuccess: (_data, save) => {
      toast({ title: 'Title Updated', description: `The hero title is now "${save.custom_title}".` });
      return readAgain(client, themeHeroKey(save.theme));
    },
    // Changed by someone else since it was opened: the server's words (who and when); the editor offers the latest version.
    onError: (error) =>
      toast({ title: TEXTS.updateFailed, description: changedMeanwhile(error) ? errorMessage(error, TEXTS.titleFailure) : TEXTS.titleFailure, variant: 'destructive' }),
  });
}

/** The hero image (with the current or fallback title), saved with PUT /api/theme-heros/{theme}. */
export function useSaveHeroImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putHero,
    onSuccess: (_data, save) => {
      toast({ title: 'Hero Updated', description: 'The hero section has a new image.' });
      return readAgain(client, themeHeroKey(save.theme));
    },
    onError: () => toast({ title: TEXTS.saveFailed, description: TEXTS.heroFailure, variant: 'destructive' }),
  });
}

/**
 * Takes the hero's own picture away (PUT /api/theme-heros/{theme} with custom_image_url null, naming the version the
 * editor saw): the page shows its lead article's picture again, else the default one. Its title stays.
 */
export function useRemoveHeroImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: Pick<HeroSave, 'theme' | 'hero'>) => putHero({ ...save, custom_image_url: null, checked: true }),
    onSuccess: (_data, save) => {
      toast({ title: 'Hero Image Removed', description: "The hero shows the lead article's picture, or the default one." });
      return readAgain(client, themeHeroKey(save.theme));
    },
    onError: (error) =>
      toast({ title: TEXTS.saveFailed, description: changedMeanwhile(error) ? errorMessage(error, TEXTS.heroFailure) : TEXTS.heroFailure, variant: 'destructive' }),
  });
}
