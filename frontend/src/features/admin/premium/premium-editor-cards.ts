/**
 * The premium post editor shows nine coaching cards (docs/product.md#premium-articles). These helpers cut an article down to
 * them and put an edit of those nine back into the whole article, so a card edit never drops card 10.
 */
import { isCoachingFormat, rebuildArticle, splitArticle } from '../../generator/coaching-cards-model';

export const EDITOR_CARDS = 9;

/** The article as the editor shows it: the intro and the first nine cards (unchanged when it is not a roadmap). */
export function editorArticle(article: string): string {
  const { intro, cards } = splitArticle(article);
  if (!isCoachingFormat(cards) || cards.length <= EDITOR_CARDS) return article;
  return rebuildArticle(cards.slice(0, EDITOR_CARDS), intro);
}

/** The whole article after the editor's nine cards were edited: those nine, then the cards beyond them, as '## N.' sections. */
export function mergeEditorArticle(article: string, edited: string): string {
  const rest = splitArticle(article).cards.slice(EDITOR_CARDS);
  const shown = splitArticle(edited);
  return rebuildArticle([...shown.cards, ...rest], shown.intro);
}
