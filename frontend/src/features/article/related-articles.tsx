import { ArticleCard } from '../publisher/article-card';
import { articleLook } from '../publisher/article-look';
import { useRelatedArticles } from '../publisher/publisher-api';

/**
 * "More in {theme}": a few published articles of the article's theme under it (GET /api/publisher/articles/{id}/related),
 * so a reader at the end of an article has somewhere to go. Rendered by the server on a first visit (the page embeds the
 * answer); nothing when the theme has no other article.
 */
export function RelatedArticles({ id, themeTitle }: { id: number; themeTitle: string | undefined }) {
  const { data: related } = useRelatedArticles(id);
  if (!related?.length) return null;
  const heading = themeTitle ? `More in ${themeTitle}` : 'More to read';
  return (
    <section aria-labelledby="related-heading" className="container-page border-t border-line pt-10 print:hidden">
      <h2 id="related-heading" className="section-title">
        {heading}
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {related.map((article) => (
          <li key={article.id} className="flex">
            <ArticleCard article={article} size="grid" {...articleLook(article)} className="w-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}
