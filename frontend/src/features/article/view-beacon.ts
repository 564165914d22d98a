import { sendBeacon } from '../../lib/beacon';

/**
 * Counts one reading of an article (POST /api/analytics/article-views): no cookie is needed and none is set; the
 * server keeps daily counts only. sendBeacon survives the reader leaving the page (lib/beacon.ts).
 */
export function sendArticleView(articleId: number): void {
  sendBeacon('/api/analytics/article-views', { article_id: articleId });
}
