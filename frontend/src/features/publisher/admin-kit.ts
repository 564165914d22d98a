import { createContext, useContext, type ComponentType } from 'react';
import type { PublicArticle, ThemeHero } from './publisher-api';
import type { EditFormKind, ThemePageConfig } from './theme-config';

/** How the admin tools edit articles on a page. */
export interface EditSettings {
  editForm: EditFormKind;
  editRows: number;
  imageRefreshErrorToast: boolean;
}

/**
 * The inline editing tools of admin mode (docs/product.md#admin-mode-on-magazine-pages). The public pages only know this interface; the
 * tools themselves live in the admin chunk (features/publisher/admin) and are handed in by the admin-mode
 * route, so visitors never download them.
 */
export interface PublisherAdminKit {
  email: string;
  /** A theme page's hero title with its pencil editor. */
  ThemeHeroTitle: ComponentType<{ config: ThemePageConfig; title: string; hero: ThemeHero | undefined }>;
  /** A theme page's "change hero image" button and picker. */
  ThemeHeroImage: ComponentType<{ config: ThemePageConfig; title: string; hero: ThemeHero | undefined }>;
  /** The home hero article's "change image" button and picker. */
  ArticleImageButton: ComponentType<{ article: PublicArticle }>;
  /** Refresh image and feature/unfeature under a card. */
  CardTools: ComponentType<{ article: PublicArticle; edit: EditSettings }>;
  /** The viewer dialog (with its Edit button and edit dialog) of the article an admin clicked. */
  ArticleViewer: ComponentType<{ article: PublicArticle | null; edit: EditSettings; onClose: () => void }>;
}

export const PublisherAdminContext = createContext<PublisherAdminKit | null>(null);

/** The admin tools when the page is in admin mode, else null. */
export function usePublisherAdmin(): PublisherAdminKit | null {
  return useContext(PublisherAdminContext);
}
