/** The Website tab's address naming an article to open in its preview (`/website?article=<id>`). */
export const WEBSITE_ARTICLE_PARAM = 'article';

/** Where an article's page sends staff to edit it: the Website tab, with the article's preview open. */
export function websiteTabFor(id: number): string {
  return `/website?${WEBSITE_ARTICLE_PARAM}=${id}`;
}
