const VIEWS_URL = '/api/analytics/article-views';

/**
 * Counts one reading of an article (POST /api/analytics/article-views): no cookie is needed and none is set; the
 * server keeps daily counts only. sendBeacon survives the reader leaving the page; fetch with keepalive otherwise.
 */
export function sendArticleView(articleId: number): void {
  const body = JSON.stringify({ article_id: articleId });
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(VIEWS_URL, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // fall through to fetch
  }
  void fetch(VIEWS_URL, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'application/json' } }).catch(() => undefined);
}
