import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api-client';

/** One past issue (GET /api/newsletter/issues): `url` is its web copy, a page of the server (/newsletter/issues/{token}). */
export interface ArchiveIssue {
  id: number;
  kind: 'weekly' | 'article';
  subject: string;
  sent_at: string;
  url: string;
}

export interface ArchivePage {
  issues: ArchiveIssue[];
  /** The `before` of the page of older issues; null on the last page. */
  next: string | null;
}

export const ARCHIVE_TITLE = 'Newsletter archive';

/** A cursor of the archive (`next`: "<sent ms>-<id>"), as the server checks it (cursorOf); anything else names no page. */
const CURSOR = /^[1-9]\d{0,14}-[1-9]\d{0,9}$/;
export const isArchiveCursor = (value: string): boolean => CURSOR.test(value);

/** The query of a page of the archive: the API address the server renders the page with (app/server-pages.ts). */
export const archiveKey = (before: string | null) => [before ? `/api/newsletter/issues?before=${before}` : '/api/newsletter/issues'] as const;

/** The address of the archive's page of older issues. */
export const olderIssuesHref = (next: string) => `/newsletter?before=${next}`;

export function useNewsletterArchive(before: string | null, enabled = true) {
  return useQuery({
    enabled,
    queryKey: archiveKey(before),
    queryFn: () => answer(api.GET('/api/newsletter/issues', { params: { query: before ? { before } : {} } })) as Promise<ArchivePage>,
  });
}
