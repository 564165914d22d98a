import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../components/ui/use-toast';
import { WEBSITE_ARTICLE_PARAM } from '../../../lib/website-tab-address';
import { useWebsiteArticle, type WebsiteArticle } from './website-api';

/**
 * Opens the article the address names (?article=<id>, from 'Open in the Website tab' on a draft's page) once it has
 * loaded, then takes ?article= out of the address, so a reload or Back does not open it again.
 */
export function useWebsiteArticleFromAddress(open: (article: WebsiteArticle) => void): void {
  const [params, setParams] = useSearchParams();
  const raw = params.get(WEBSITE_ARTICLE_PARAM);
  const id = raw !== null && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined;
  const article = useWebsiteArticle(id);
  const settled = raw !== null && (id === undefined || article.data !== undefined || article.isError);
  useEffect(() => {
    if (!settled) return;
    if (article.data) open(article.data);
    else toast({ title: 'Article Not Found', description: 'The article this address names could not be loaded.', variant: 'destructive' });
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.delete(WEBSITE_ARTICLE_PARAM);
        return copy;
      },
      { replace: true },
    );
    // Once per address: `open` is a new function each render.
  }, [settled]);
}
