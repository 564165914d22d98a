import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ThemeSlug } from '../../lib/themes';
import { fetchThemeArticles, useThemeArticles, type ArticlePage, type PublicArticle } from './publisher-api';

/**
 * A theme page's list: the first page (server-rendered, embedded), then the pages "Load more" reads after it, each
 * from the cursor of the one before (publish date, id), so articles published meanwhile neither repeat nor skip one.
 */
export function useThemeList(theme: ThemeSlug) {
  const client = useQueryClient();
  const first = useThemeArticles(theme);
  const [more, setMore] = useState<{ theme: ThemeSlug; pages: ArticlePage[] }>({ theme, pages: [] });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const pages = more.theme === theme ? more.pages : [];
  const items: PublicArticle[] = [...(first.data?.items ?? []), ...pages.flatMap((page) => page.items)];
  const cursor = pages.length ? pages[pages.length - 1].next_cursor : (first.data?.next_cursor ?? null);

  /** Reads the next page; resolves to the number of articles it added. */
  const loadMore = useCallback(async (): Promise<number> => {
    if (!cursor) return 0;
    setLoading(true);
    setFailed(false);
    try {
      const page = await fetchThemeArticles(theme, cursor);
      setMore({ theme, pages: [...pages, page] });
      return page.items.length;
    } catch {
      setFailed(true);
      return 0;
    } finally {
      setLoading(false);
    }
  }, [cursor, pages, theme]);

  /** The first page again (Refresh), the pages after it dropped. */
  const refresh = useCallback(async () => {
    setMore({ theme, pages: [] });
    await client.refetchQueries({ queryKey: ['/api/publisher/themes', theme] });
  }, [client, theme]);

  return { first, items, hasMore: cursor !== null, loadMore, loading, failed, refresh };
}
