import { Share2 } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { articleShareUrl } from './share-links';
import type { ShareMenuProps } from './share-menu';

/** The Share button's look: the same before and after the menu's chunk is in (the button is swapped, not restyled). */
export const SHARE_BUTTON_CLASSES = buttonClasses('secondary', 'md', 'print:hidden');
export const SHARE_LABEL = 'Share';

/** Whether a share failed because the reader closed the share sheet (nothing to say then). */
function cancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * 'Share' under the article's byline (docs/product.md#article-pages). The server cannot know whether the device has a
 * share sheet, so it renders the same plain button the app hydrates, and the choice is made on the press: with the Web
 * Share API (phones) the system's share sheet gets the title and canonical address; elsewhere, or when the sheet fails
 * for another reason than the reader cancelling it, a small menu (Copy link, Email, WhatsApp, Facebook) opens. The
 * menu (Radix DropdownMenu) is a chunk of its own, loaded on the first press, so the page's first load leaves it out.
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
