import { Share2 } from 'lucide-react';
import { useState, type ComponentType, type ReactElement } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { articleShareUrl, shareLinks } from './share-links';
import type { ShareMenuProps } from './share-menu';

/** The Share button's look: the same before and after the menu's chunk is in (the button is swapped, not restyled). */
export const SHARE_BUTTON_CLASSES = buttonClasses('secondary', 'md', 'print:hidden');
export const SHARE_LABEL = 'Share';

/** Whether a share failed because the reader closed the share sheet (nothing to say then). */
function cancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/*
 * Share before the app runs: a <details> (article-view.tsx puts it just before ShareButton) whose summary looks like
 * the Share button and reveals plain links (Email, WhatsApp, Facebook) and the canonical address in a read-only field
 * to copy, so sharing works without JavaScript. Its inside is written by the server only (below, up to ShareButton):
 * the browser keeps the server's markup as it is and never draws it (once the app runs, its own Share shows instead:
 * index.css, .share-fallback), so the browser's build drops all of it (`import.meta.env.SSR`) and the page's first
 * load stays as small as without it.
 */

/** What the server renders the page with: the magazine's public address, and the Share icon's markup. */
let page: { publicUrl?: string; icon?: string } = {};

/**
 * Called by entry-server.tsx before it renders a page (not while it renders): the magazine's public address
 * (PUBLIC_URL; the server has no canonical link to read and the links must be absolute), and the icon, drawn once by
 * `render` (the server's renderer, passed in so that the browser's build never carries it).
 */
export function prepareShareFallback(publicUrl: string | undefined, render: (element: ReactElement) => string): void {
  page = { publicUrl, icon: page.icon ?? render(<Share2 aria-hidden="true" />) };
}

/** The read-only field holding the address (one Share on a page). */
const FIELD_ID = 'share-fallback-link';

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A link of the list, drawn like an item of the menu (share-menu.tsx, whose new-tab links say so the same way). */
const ITEM = 'flex min-h-11 items-center rounded-md px-3 text-lg text-ink hover:bg-accent-soft hover:text-accent-hover focus-visible:-outline-offset-3';

/** The article's canonical address: the magazine's public address (as the canonical link has it) + /article/{slug}. */
function canonical(slug: string): string {
  try {
    return `${page.publicUrl ? new URL(page.publicUrl).origin : ''}/article/${slug}`;
  } catch {
    return `/article/${slug}`;
  }
}

/**
 * The inside of Share's <details> (server only; article-view.tsx places it just before ShareButton): the summary, drawn
 * like the button, and the list in a panel drawn like the menu.
 */
export function shareFallbackHtml(title: string, slug: string): string {
  const url = canonical(slug);
  const links = shareLinks(title, url);
  const item = (href: string, text: string, newTab: boolean) =>
    `<li><a href="${escape(href)}"${newTab ? ' target="_blank"' : ''} rel="noopener noreferrer" class="${ITEM}">${text}` +
    `${newTab ? '<span class="sr-only"> (opens in a new tab)</span>' : ''}</a></li>`;
  return (
    `<summary class="${SHARE_BUTTON_CLASSES}">${page.icon ?? ''}${SHARE_LABEL}</summary>` +
    '<div class="absolute top-full left-0 z-50 mt-1.5 w-80 max-w-[calc(100vw-2rem)] rounded-lg border border-line bg-surface p-1.5 shadow-float">' +
    `<ul>${item(links.email, 'Email', false)}${item(links.whatsapp, 'WhatsApp', true)}${item(links.facebook, 'Facebook', true)}</ul>` +
    `<div class="space-y-1 px-3 pt-2 pb-1.5"><label for="${FIELD_ID}" class="block text-base font-semibold">Copy this link</label>` +
    `<input id="${FIELD_ID}" readonly value="${escape(url)}" class="min-h-12 w-full rounded-md border border-line-strong bg-surface px-3 py-2 text-base text-ink"></div></div>`
  );
}

/**
 * 'Share' under the article's byline (docs/product.md#article-pages), the app's: it shows once the app runs, in the
 * place of the <details> above, which looks the same (index.css, .share-fallback). The server cannot know whether the
 * device has a share sheet, so the choice is made on the press: with the Web Share API (phones) the system's share
 * sheet gets the title and canonical address; elsewhere, or when the sheet fails for another reason than the reader
 * cancelling it, a small menu (Copy link, Email, WhatsApp, Facebook) opens. The menu (Radix DropdownMenu) is a chunk of its own, loaded on the first
 * press, so the page's first load leaves it out.
 */
export function ShareButton({ title, slug }: { title: string; slug: string }) {
  const [menu, setMenu] = useState<{ Menu: ComponentType<ShareMenuProps>; open: boolean; keyboard: boolean } | null>(null);

  /** A press of the button; `keyboard`: pressed with Enter or Space, so the menu opens with its first item focused. */
  async function press(keyboard: boolean) {
    if (menu?.open) {
      setMenu({ ...menu, open: false });
      return;
    }
    const url = articleShareUrl(slug);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (cancelled(error)) return;
      }
    }
    const Menu = menu?.Menu ?? (await import('./share-menu')).ShareMenu;
    setMenu({ Menu, open: true, keyboard });
  }

  if (menu) {
    return (
      <menu.Menu
        title={title}
        url={articleShareUrl(slug)}
        open={menu.open}
        keyboard={menu.keyboard}
        onPress={(keyboard) => void press(keyboard)}
        onClose={() => setMenu({ ...menu, open: false })}
        triggerClassName={SHARE_BUTTON_CLASSES}
      />
    );
  }
  return (
    <button type="button" className={SHARE_BUTTON_CLASSES} onClick={(event) => void press(event.detail === 0)}>
      <Share2 aria-hidden="true" />
      {SHARE_LABEL}
    </button>
  );
}
