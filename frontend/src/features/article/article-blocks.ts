import { useEffect, useState } from 'react';
import type { ArticleBlock } from '../../lib/markdown';
import type { EmbeddedArticle } from './article-view';

/**
 * The article's body as blocks: as the server embedded them on a first visit (so the markdown library is not needed
 * to show it), otherwise made here with markdown-it, loaded when first needed.
 */
export function useArticleBlocks(article: EmbeddedArticle | null | undefined): ArticleBlock[] | undefined {
  const text = article?.long_form_article ?? '';
  const ready = article?.blocks;
  const [made, setMade] = useState<{ text: string; blocks: ArticleBlock[] }>();
  useEffect(() => {
    if (!article || ready) return;
    let cancelled = false;
    void import('../../lib/markdown').then(({ articleBlocks }) => {
      if (!cancelled) setMade({ text, blocks: articleBlocks(text) });
    });
    return () => {
      cancelled = true;
    };
  }, [article, ready, text]);
  return ready ?? (made?.text === text ? made.blocks : undefined);
}

