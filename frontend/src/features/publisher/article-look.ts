import { themeForText } from '../../lib/themes';
import type { PublicArticle } from './publisher-api';
import { HOME_GRADIENT, THEME_GRADIENTS } from './theme-look';

/** The gradient and label of an article's theme, for cards without a picture (home page, related articles). */
export function articleLook(article: Pick<PublicArticle, 'editorial_theme' | 'category'>): { gradient: string; label: string } {
  const theme = themeForText(article.editorial_theme ?? article.category);
  return theme ? { gradient: THEME_GRADIENTS[theme.slug], label: theme.label } : { gradient: HOME_GRADIENT, label: 'Flying@50' };
}
