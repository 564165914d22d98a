import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { readAgain } from '../../../lib/read-again';
import { useEffect } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage, errorStatus } from '../../../lib/api';
import { answer, api } from '../../../lib/api-client';
import type { Answer, RequestBody, Schema } from '../../../lib/api-types';
import { THEMES, type Theme } from '../../../lib/themes';
import { useListPage, useListPages } from '../../../lib/list-pages';
import { GENERATION_FALLBACK, generateOrRecover, themeGenerationFailure, type Tracked } from '../../generator/generator-api';
import { THEME_COUNTS_RETRIES, themeCountsRetryDelay } from '../premium/premium-api';
import { formatDateTime } from '../../../lib/format';
import { AUDIT_LOG_KEY } from '../users/audit-log-key';
import { HERO_KEY, LATEST_KEY } from '../../../lib/magazine-articles';

/** A website article as the staff list answers it (docs/product.md#website-articles), from the OpenAPI document. */
export type WebsiteArticle = Schema<'WebsiteContentView'>;
/** A saved revision as the list pages it (GET /api/website-content/{id}/revisions): a summary, no fields. */
export type WebsiteRevisionSummary = Answer<'/api/website-content/{id}/revisions', 'get'>[number];
/** One saved revision with its fields (GET /api/website-content/{id}/revisions/{revision}). */
export type WebsiteRevision = Answer<'/api/website-content/{id}/revisions/{revision}', 'get'>;
export type WebsiteThemeCounts = Answer<'/api/website-content/theme-counts', 'get'>;

/**
 * The website editor's save (docs/product.md#website-articles): the fields changed (empty ones keep their old value on
 * the server) and expected_updated_at, the version the editor started from (docs/product.md#editing-together).
 */
export type WebsitePatch = RequestBody<'/api/website-content/{idOrSlug}', 'put'>;
/** The preview editor's form: every field it shows. */
export type WebsiteForm = Required<Pick<WebsitePatch, 'title' | 'seo_title' | 'long_form_article' | 'meta_description' | 'featured_image' | 'category' | 'subtitle' | 'slug'>> & {
  /** The picture's description (empty: none, it only decorates). */
  featured_image_alt: string;
  /** The tags as one comma-separated text (article-tags.ts). */
  tags: string;
};

export const WEBSITE_KEY = ['/api/website-content'] as const;
export const WEBSITE_THEME_COUNTS_KEY = ['/api/website-content', 'theme-counts'] as const;
export const SEO_DESCRIPTION_MAX = 160;
/** The longest SEO title the server takes. */
export const SEO_TITLE_MAX = 300;
/** The longest picture description (featured_image_alt) the server takes. */
export const PICTURE_DESCRIPTION_MAX = 250;
/**
 * The picture description field's hint (the preview editor and Manual Create). `replaced`: a new picture was chosen,
 * and the description written for the old one gave way to the new photo's own (or to none, for an address).
 */
export const pictureDescriptionHint = (text: string, replaced = false) =>
  `${replaced ? 'New picture: the description is now its own (the one before described the previous picture). Check it. ' : ''}What the picture shows, for readers who cannot see it. Leave empty if it only decorates. ${text.length}/${PICTURE_DESCRIPTION_MAX} characters`;
export const SAVE_FAILURE = 'Failed to save website content changes.';

/** docs/product.md#website-articles: published, draft, scheduled; anything else is shown as 'Pending'. */
export function websiteStatusLabel(status: string): string {
  if (status === 'published') return 'Published';
  if (status === 'draft') return 'Draft';
  if (status === 'scheduled') return 'Scheduled';
  return 'Pending';
}

/** A theme card's badge: '1 published', '16,495 published' (numbers written as everywhere else, en-GB). */
export function publishedLabel(count: number): string {
  return count === 1 ? '1 published' : `${count.toLocaleString('en-GB')} published`;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** An article of the staff list (GET /api/website-content): a summary, no body (the body comes with GET /{id}). */
export type WebsiteSummary = Schema<'StaffArticleSummary'>;
/** What the list actions need of an article: a summary or a whole article will do. */
export type WebsiteItem = Pick<WebsiteArticle, 'id' | 'title' | 'status' | 'is_hero_article' | 'publish_date' | 'created_at'>;

/** Articles per page of a theme's list. */
export const WEBSITE_PAGE_SIZE = 20;

/** The list's status filter (GET /api/website-content?status=), '' for every status. */
export type WebsiteListStatus = '' | 'draft' | 'scheduled' | 'published';
/** The list's order: the most recently written first, or the first written first. */
export type WebsiteListSort = 'newest' | 'oldest';

/**
 * GET /api/website-content, a page of one: a theme's newest article (drafts, scheduled and published), refetched on mount
 * and focus (docs/product.md#website-articles).
 */
export function useWebsitePages(theme: Pick<Theme, 'title'>, q = '', limit = WEBSITE_PAGE_SIZE) {
  const list = useListPages(WEBSITE_KEY, { theme: theme.title, q, limit }, (query) => api.GET('/api/website-content', { params: { query } }), {
    refetchOnWindowFocus: 'always',
  });
  useRefreshAtGoLive(list.items);
  return list;
}

/**
 * A theme's list one page at a time (Previous and Next), searched (title matches first), filtered by status and ordered
 * on the server; refetched on mount and focus.
 */
export function useWebsitePage(theme: Pick<Theme, 'title'>, filters: { q: string; status: WebsiteListStatus; sort: WebsiteListSort }) {
  const params = { theme: theme.title, q: filters.q, status: filters.status || undefined, sort: filters.sort === 'oldest' ? ('oldest' as const) : undefined, limit: WEBSITE_PAGE_SIZE };
  const list = useListPage(WEBSITE_KEY, params, (query) => api.GET('/api/website-content', { params: { query } }), { refetchOnWindowFocus: 'always' });
  useRefreshAtGoLive(list.items);
  return list;
}

/** A little after its time, so the server's scheduled job has published the article when the list is read again. */
const GO_LIVE_GRACE_MS = 3000;
/** setTimeout's longest wait is about 24.8 days; a later article is looked at again on the next read anyway. */
const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000;

/**
 * Reads the Website tab again (lists and counts) when the soonest scheduled article it shows goes live: an open
 * dashboard showed it Scheduled (with Publish now) long after readers could see it, and Publish now then announced a
 * second publish.
 */
function useRefreshAtGoLive(items: readonly WebsiteItem[] | undefined) {
  const client = useQueryClient();
  const next = Math.min(
    ...(items ?? []).filter((item) => item.status === 'scheduled' && item.publish_date).map((item) => new Date(item.publish_date!).getTime()),
  );
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const wait = Math.min(Math.max(0, next - Date.now()) + GO_LIVE_GRACE_MS, LONGEST_WAIT_MS);
    const timer = setTimeout(() => void readAgain(client, WEBSITE_KEY), wait);
    return () => clearTimeout(timer);
  }, [client, next]);
}

/**
 * GET /api/website-content/{id}: the whole article (with its body), as staff see it: the WebsiteContentView (readers'
 * answers are the ReaderArticleView the route documents).
 */
export async function fetchWebsiteArticle(id: number): Promise<WebsiteArticle> {
  const article: unknown = await answer(api.GET('/api/website-content/{idOrSlug}', { params: { path: { idOrSlug: String(id) } } }));
  return article as WebsiteArticle;
}

export function useWebsiteArticle(id: number | undefined) {
  return useQuery({ queryKey: [...WEBSITE_KEY, String(id)], queryFn: () => fetchWebsiteArticle(id as number), enabled: id !== undefined });
}

/** Auto-Generate's topic: the theme's suggested title of the editorial cycle. */
export const SUGGESTED_TOPICS: Record<string, string> = {
  'Training & Performance': 'Train smarter after 50: the sessions that still move the needle',
  'Nutrition & Fueling': 'Fuelling the masters athlete: what to eat before, during and after',
  'Recovery & Health': 'Recovery is training: sleep, mobility and rest days that work',
  'Mindset & Motivation': 'The masters mindset: staying motivated season after season',
  'Gear & Tech': 'Kit that earns its place: gear and tech worth having after 50',
  'Racing & Strategy': 'Race day, sorted: pacing and strategy for experienced athletes',
};

/** Every website list, count and item, plus the publisher's list, is fetched again. */
export function refreshWebsite(client: QueryClient): Promise<unknown> {
  // The admin audit log (only mounted for admins) lists every change.
  return readAgain(client, WEBSITE_KEY, ['/api/publisher/articles'], HERO_KEY, LATEST_KEY, AUDIT_LOG_KEY);
}

export function useWebsiteThemeCounts() {
  return useQuery({
    queryKey: WEBSITE_THEME_COUNTS_KEY,
    queryFn: () => answer(api.GET('/api/website-content/theme-counts')),
    retry: THEME_COUNTS_RETRIES,
    retryDelay: themeCountsRetryDelay,
  });
}

export function websiteCount(counts: Pick<WebsiteThemeCounts, 'counts'> | undefined, theme: Pick<Theme, 'title'>): number | undefined {
  if (!counts) return undefined;
  const value = counts.counts?.[theme.title];
  return typeof value === 'number' ? value : 0;
}

export function useDeleteWebsite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: WebsiteItem) => answer(api.DELETE('/api/website-content/{idOrSlug}', { params: { path: { idOrSlug: item.id } } })),
    onSuccess: (_res, item) => toast({ title: 'Content Deleted', description: `"${item.title}" has been deleted.` }),
    onError: (error) => toast({ title: 'Delete Failed', description: errorMessage(error, 'Failed to delete website content.'), variant: 'destructive' }),
    onSettled: () => refreshWebsite(client),
  });
}

/** POST /{id}/publish, now or (with a future publish_at) scheduled. */
export function usePublishWebsite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, publishAt }: { item: WebsiteItem; publishAt?: string }) =>
      answer(api.POST('/api/website-content/{id}/publish', { params: { path: { id: item.id } }, body: publishAt ? { publish_at: publishAt } : {} })),
    onSuccess: (item) =>
      toast(
        item.status === 'scheduled'
          ? { title: 'Article Scheduled', description: `"${item.title}" goes live ${formatDateTime(item.publish_date)} (London time).` }
          : { title: 'Article Published', description: `"${item.title}" is live on the magazine.` },
      ),
    onError: () => toast({ title: 'Publish Failed', description: 'Failed to publish website content.', variant: 'destructive' }),
    onSettled: () => refreshWebsite(client),
  });
}

/** POST /{id}/unpublish: a published or scheduled article goes back to draft (and is no longer hero). */
export function useUnpublishWebsite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: WebsiteItem) => answer(api.POST('/api/website-content/{id}/unpublish', { params: { path: { id: item.id } } })),
    onSuccess: (item, before) =>
      toast(
        before.status === 'scheduled'
          ? { title: 'Article Unscheduled', description: `"${item.title}" will not go live; it is a draft again.` }
          : { title: 'Article Unpublished', description: `"${item.title}" is a draft again.` },
      ),
    onError: (error) => toast({ title: 'Unpublish Failed', description: updateFailure(error), variant: 'destructive' }),
    onSettled: () => refreshWebsite(client),
  });
}

/** Set Hero (hero: true) or Remove Hero (false): one article marked to lead the home page, or none (the newest leads). */
export function useSetHeroWebsite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, hero }: { item: WebsiteItem; hero: boolean }) =>
      answer(api.POST(hero ? '/api/website-content/{id}/set-hero' : '/api/website-content/{id}/unset-hero', { params: { path: { id: item.id } } })),
    onSuccess: (item, { hero }) =>
      toast(
        hero
          ? { title: 'Hero Updated', description: `"${item.title}" is now the hero article.` }
          : { title: 'Hero Removed', description: `"${item.title}" is no longer the hero: the newest published article leads the home page.` },
      ),
    onError: (error, { hero }) => {
      const reason = errorMessage(error, 'Please try again.');
      toast({
        title: hero ? 'Set Hero Failed' : 'Remove Hero Failed',
        description: hero ? `Failed to set hero: ${reason}` : `Failed to remove hero: ${reason}`,
        variant: 'destructive',
      });
    },
    onSettled: () => refreshWebsite(client),
  });
}

export function useUpdateWebsite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: WebsitePatch }) => answer(api.PUT('/api/website-content/{idOrSlug}', { params: { path: { idOrSlug: id } }, body: patch })),
    onSuccess: () => toast({ title: 'Content Updated', description: 'Your changes have been saved.' }),
    onError: (error) => {
      const status = errorStatus(error);
      const reason = status !== undefined && status >= 400 && status < 500 ? errorMessage(error, '') : '';
      toast({ title: 'Update Failed', description: reason ? `${SAVE_FAILURE} ${reason}` : SAVE_FAILURE, variant: 'destructive' });
    },
    onSettled: () => refreshWebsite(client),
  });
}

export function revisionsKey(id: number) {
  return ['/api/website-content', String(id), 'revisions'] as const;
}

/** An article's revisions as summaries, newest first, a page at a time (Show older reads the next). */
export function useWebsiteRevisions(id: number) {
  return useListPages(revisionsKey(id), {}, (query) => api.GET('/api/website-content/{id}/revisions', { params: { path: { id }, query } }));
}

/** One revision with its fields, read when the editor compares it (a revision never changes). */
export function useWebsiteRevision(id: number, version: number) {
  return useQuery({
    queryKey: [...revisionsKey(id), String(version)],
    queryFn: () => answer(api.GET('/api/website-content/{id}/revisions/{revision}', { params: { path: { id, revision: version } } })),
  });
}

export function useRestoreRevision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      answer(api.POST('/api/website-content/{id}/revisions/{revision}/restore', { params: { path: { id, revision: version } } })),
    onSuccess: () => toast({ title: 'Revision Restored', description: 'The article is back to the saved version.' }),
    onError: (error) => toast({ title: 'Restore Failed', description: updateFailure(error), variant: 'destructive' }),
    onSettled: () => refreshWebsite(client),
  });
}

/** POST /api/website-content/generate, with the request id its progress is read by. */
export type GenerateWebsiteInput = Tracked<RequestBody<'/api/website-content/generate', 'post'>>;

function generateWebsite(input: GenerateWebsiteInput): Promise<WebsiteArticle> {
  return generateOrRecover(input.requestId, () => answer(api.POST('/api/website-content/generate', { body: input })), fetchWebsiteArticle);
}

export const WEBSITE_GENERATE_KEY = ['website-generate'] as const;

export function useGenerateWebsite() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: WEBSITE_GENERATE_KEY,
    mutationFn: generateWebsite,
    onSuccess: (item, input) => toast({ title: 'Content Generated!', description: `"${item.title}" is ready in ${input.editorial_theme}.` }),
    onError: (error, input) =>
      toast({
        title: 'Generation Failed',
        description: `${themeGenerationFailure('website', input.editorial_theme ?? '', error)} ${errorMessage(error, GENERATION_FALLBACK)}`,
        variant: 'destructive',
      }),
    onSettled: () => refreshWebsite(client),
  });
}

export function themeByTitle(title: string | null | undefined): Theme | undefined {
  return THEMES.find((theme) => theme.title === title);
}

/** The body of POST /api/website-content (Manual Create). */
export type NewWebsiteArticle = RequestBody<'/api/website-content', 'post'>;

/** Manual Create: POST /api/website-content stores a hand-written draft. */
export function useCreateWebsite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (article: NewWebsiteArticle) => answer(api.POST('/api/website-content', { body: article })),
    onSuccess: (item) => toast({ title: 'Draft Created', description: `"${item.title}" was saved as a draft.` }),
    onError: (error) => {
      const status = errorStatus(error);
      const reason = status !== undefined && status >= 400 && status < 500 ? errorMessage(error, '') : '';
      toast({ title: 'Create Failed', description: reason ? `${SAVE_FAILURE} ${reason}` : SAVE_FAILURE, variant: 'destructive' });
    },
    onSettled: () => refreshWebsite(client),
  });
}

export const UPDATE_FAILURE = 'Failed to update article';

/** 'Failed to update article' (docs/product.md#website-articles), with the server's reason when it refused the change (4xx). */
export function updateFailure(error: unknown): string {
  const status = errorStatus(error);
  const reason = status !== undefined && status >= 400 && status < 500 ? errorMessage(error, '') : '';
  return reason ? `${UPDATE_FAILURE}. ${reason}` : UPDATE_FAILURE;
}
