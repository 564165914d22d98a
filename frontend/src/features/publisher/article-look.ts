import { themeForText } from '../../lib/themes';
import type { PublicArticle } from './publisher-api';
import { THEME_PAGES } from './theme-config';

const HOME_GRADIENT = 'from-[#0c6663] to-[#16324f]';

/** The gradient and label of an article's theme, for cards without a picture (home page, related articles). */
export function articleLook(article: Pick<PublicArticle, 'editorial_theme' | 'category'>): { gradient: string; label: string } {
  const theme = themeForText(article.editorial_theme ?? article.category);
  return theme ? { gradient: THEME_PAGES[theme.slug].gradient, label: theme.label } : { gradient: HOME_GRADIENT, label: 'Flying@50' };
}
