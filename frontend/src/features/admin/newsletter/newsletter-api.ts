import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { answer, api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { fetchListPage, listPageQuery, type ListPage } from '../../../lib/list-pages';
import type { Answer } from '../../../lib/api-types';
import { readAgain } from '../../../lib/read-again';

/** One send of GET /api/admin/newsletter/sends, and one subscriber of GET /api/admin/newsletter/subscribers. */
export type NewsletterSend = Answer<'/api/admin/newsletter/sends', 'get'>[number];
export type NewsletterSubscriber = Answer<'/api/admin/newsletter/subscribers', 'get'>[number];
export type SubscriberStatus = NewsletterSubscriber['status'];

export const SENDS_KEY = ['/api/admin/newsletter/sends'] as const;
export const SUBSCRIBERS_KEY = ['/api/admin/newsletter/subscribers'] as const;
export const NEWSLETTER_PAGE = 20;

/** A page of a cursor-paged staff list: its items, the next page's cursor and (first page only) how many match. */
export type StaffPage<T> = ListPage<T>;

/** The page a call answered: the body, and the cursor and count from its headers. */
const staffPage = async <T,>(call: Promise<{ data?: T[]; response: Response }>): Promise<StaffPage<T>> => {
  const { data, response } = await call;
  return fetchListPage<T[], T>({ data: data ?? [], response });
};

/** A page of sends, newest first (before: the cursor of the page, undefined for the first). Refreshes while a send is under way. */
export function useNewsletterSends(before?: string) {
  return useQuery({
    queryKey: [...SENDS_KEY, before ?? ''],
    queryFn: () => staffPage(api.GET('/api/admin/newsletter/sends', { params: { query: listPageQuery({ limit: NEWSLETTER_PAGE, before }) } })),
    refetchInterval: (q) => (q.state.data?.items.some((s) => s.status === 'sending') ? 3000 : false),
  });
}

/** GET /api/admin/newsletter/mail-server: whether newsletters can go out at all (a mail server is set up), and why not. */
export function useMailServer() {
  return useQuery({
    queryKey: ['/api/admin/newsletter/mail-server'],
    queryFn: () => answer(api.GET('/api/admin/newsletter/mail-server')),
  });
}

/**
 * Why no mail can go out from this install (no SMTP_URL), in the server's words; null when it can, or not known yet
 * (the server refuses a send then anyway, with the same words). Sends and tests are offered only when it is null.
 */
export function useMailServerProblem(): string | null {
  return useMailServer().data?.problem ?? null;
}

/** How many sign-ups are in each status (figures only: editors too); read again with the subscribers. */
export function useSubscriberCounts(enabled = true) {
  return useQuery({
    queryKey: [...SUBSCRIBERS_KEY, 'counts'],
    queryFn: () => answer(api.GET('/api/admin/newsletter/subscribers/counts')),
    enabled,
  });
}

/** " (4,213 today)": how many confirmed subscribers a send goes to, for its confirm question ('' until the figure is in). */
export function useConfirmedToday(enabled = true): string {
  const counts = useSubscriberCounts(enabled);
  return counts.data ? ` (${counts.data.confirmed.toLocaleString('en-GB')} today)` : '';
}

/**
 * GET /api/admin/newsletter/articles/{id}/recipients while the article's "Send as newsletter" is open: how many confirmed
 * subscribers its send would go to now, whether an earlier send of it (failed or stopped) means only those it did not
 * reach, and whether a send of it already went out. Read afresh each time it opens, and again as the confirm question opens.
 */
export function useArticleRecipients(articleId: number | undefined) {
  return useQuery({
    queryKey: ['/api/admin/newsletter/articles/{id}/recipients', articleId],
    queryFn: () => answer(api.GET('/api/admin/newsletter/articles/{id}/recipients', { params: { path: { id: articleId! } } })),
    enabled: articleId !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
}

/** An article's send that went out or is going out (GET /api/admin/newsletter/articles/sent). */
export type ArticleSent = Answer<'/api/admin/newsletter/articles/sent', 'get'>['sent'][number];

/**
 * Which of these articles (the published ones a theme card or a page of the article list shows: at most 20, the route
 * takes 50) went out as a newsletter or are going out, by article id. Under the sends' key, so a send or a stop reads
 * it again; every 3 s while one is going out, until it is done.
 */
export function useArticlesSent(articleIds: readonly number[]): ReadonlyMap<number, ArticleSent> {
  const ids = [...articleIds].sort((a, b) => a - b).join(',');
  const sent = useQuery({
    queryKey: [...SENDS_KEY, 'articles-sent', ids],
    queryFn: () => answer(api.GET('/api/admin/newsletter/articles/sent', { params: { query: { ids } } })),
    enabled: ids !== '',
    refetchInterval: (q) => (q.state.data?.sent.some((s) => s.status === 'sending') ? 3000 : false),
  });
  return new Map((sent.data?.sent ?? []).map((s) => [s.article_id, s]));
}

/** A page of subscribers (admins only), newest first, filtered on the server. */
export function useNewsletterSubscribers(filter: { status?: SubscriberStatus; q?: string }, before?: string) {
  return useQuery({
    queryKey: [...SUBSCRIBERS_KEY, filter.status ?? '', filter.q ?? '', before ?? ''],
    queryFn: () =>
      staffPage(api.GET('/api/admin/newsletter/subscribers', { params: { query: listPageQuery({ limit: NEWSLETTER_PAGE, before, status: filter.status, q: filter.q }) } })),
  });
}

const refreshSends = (client: QueryClient) => readAgain(client, SENDS_KEY);
/** The server's message of a failed call ("409: {...error}") without the status. */
const reason = (error: unknown) => errorMessage(error, 'please try again.');

/** POST /api/admin/newsletter/articles/{id}/test: the article's newsletter to the signed-in staff member only. */
export function useTestNewsletter() {
  return useMutation({
    mutationFn: (articleId: number) => answer(api.POST('/api/admin/newsletter/articles/{id}/test', { params: { path: { id: articleId } } })),
    onError: (error) => toast({ title: 'Test not sent', description: reason(error), variant: 'destructive' }),
  });
}

/**
 * POST /api/admin/newsletter/articles/{id}/send: the article to every confirmed subscriber (once per article; after a
 * send of it failed or was stopped, to those it did not reach).
 */
export function useSendNewsletter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (articleId: number) => answer(api.POST('/api/admin/newsletter/articles/{id}/send', { params: { path: { id: articleId } } })),
    onSuccess: (send) => toast({ title: 'Newsletter on its way', description: `Sending to ${send.recipients} confirmed subscriber${send.recipients === 1 ? '' : 's'}. Follow it in the Newsletter tab.` }),
    onError: (error) => toast({ title: 'Newsletter not sent', description: reason(error), variant: 'destructive' }),
    onSettled: () => refreshSends(client),
  });
}

/** POST /api/admin/newsletter/sends/{id}/cancel: stops a send under way (its pending deliveries are skipped). */
export function useCancelSend() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (send: NewsletterSend) => answer(api.POST('/api/admin/newsletter/sends/{id}/cancel', { params: { path: { id: send.id } } })),
    onSuccess: (done, send) =>
      toast({ title: 'Send stopped', description: `"${send.subject}" goes to nobody more: ${done.skipped} subscriber${done.skipped === 1 ? '' : 's'} left out.` }),
    onError: (error) => toast({ title: 'Not stopped', description: reason(error), variant: 'destructive' }),
    onSettled: () => refreshSends(client),
  });
}

/** POST /api/admin/newsletter/weekly: the weekly digest now (its preview is read again: nothing new is left after it). */
export function useSendWeekly() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => answer(api.POST('/api/admin/newsletter/weekly')),
    onSuccess: (send) => toast({ title: 'Weekly digest on its way', description: `Sending to ${send.recipients} confirmed subscriber${send.recipients === 1 ? '' : 's'}.` }),
    onError: (error) => toast({ title: 'Digest not sent', description: reason(error), variant: 'destructive' }),
    onSettled: () => refreshSends(client),
  });
}

/** GET /api/admin/newsletter/weekly/preview: the digest as "send now" would mail it at this moment. */
export type WeeklyPreview = Answer<'/api/admin/newsletter/weekly/preview', 'get'>;

/**
 * The weekly digest's preview while `open`: read afresh each time it opens (it is the digest of this moment; nothing is
 * kept once it closes). A 409 (nothing to send) is its error, in the send's words.
 */
export function useWeeklyPreview(open: boolean) {
  return useQuery({
    queryKey: ['/api/admin/newsletter/weekly/preview'],
    queryFn: () => answer(api.GET('/api/admin/newsletter/weekly/preview')),
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST /api/admin/newsletter/weekly/test: the digest "send now" would send, to the signed-in staff member only. */
export function useTestWeekly() {
  return useMutation({
    mutationFn: () => answer(api.POST('/api/admin/newsletter/weekly/test')),
    onSuccess: (sent) => toast({ title: 'Test sent', description: `A test of the weekly digest was sent to ${sent.to}. Read it in your inbox before sending it to all subscribers.` }),
    onError: (error) => toast({ title: 'Test not sent', description: reason(error), variant: 'destructive' }),
  });
}

/** Downloads GET /api/admin/newsletter/subscribers/export (admins only) as newsletter-subscribers.csv. */
export function useExportSubscribers() {
  return useMutation({
    mutationFn: async () => {
      saveFile(await answer(api.GET('/api/admin/newsletter/subscribers/export', { parseAs: 'blob' })), 'newsletter-subscribers.csv');
    },
    onError: (error) => toast({ title: 'Export failed', description: reason(error), variant: 'destructive' }),
  });
}

/** DELETE /api/admin/newsletter/subscribers/{id} (admins only): a request to be forgotten; the lists are read again. */
export function useEraseSubscriber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscriber: { id: number; email: string }) => answer(api.DELETE('/api/admin/newsletter/subscribers/{id}', { params: { path: { id: subscriber.id } } })),
    onSuccess: (_done, subscriber) => toast({ title: 'Subscriber erased', description: `${subscriber.email} and its sign-up are gone for good.` }),
    onError: (error) => toast({ title: 'Not erased', description: reason(error), variant: 'destructive' }),
    onSettled: () => Promise.all([readAgain(client, SUBSCRIBERS_KEY), refreshSends(client)]),
  });
}

