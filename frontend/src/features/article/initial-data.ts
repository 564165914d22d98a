import type { EmbeddedArticle } from './article-view';

/** What the server embedded in the page it answered (the article, or null for 'Article Not Found'). */
export type InitialArticle = { found: true; article: EmbeddedArticle } | { found: false };

/**
 * The article the server rendered into this page (<script type="application/json" id="initial-data">), used once:
 * only on the address it was rendered for, and removed afterwards so later navigation asks the API.
 */
export function takeInitialArticle(idOrSlug: string): InitialArticle | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById('initial-data');
  if (!element || element.dataset.path !== window.location.pathname) return undefined;
  element.remove();
  try {
    const article = JSON.parse(element.textContent ?? 'null') as EmbeddedArticle | null;
    if (!article) return { found: false };
    return String(article.id) === idOrSlug || article.slug === idOrSlug ? { found: true, article } : undefined;
  } catch {
    return undefined;
  }
}
