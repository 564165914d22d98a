import { Link as LinkIcon, Mail, MessageCircle, Share2, Users } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../components/ui/dropdown-menu';
import { toast } from '../../components/ui/use-toast';
import { shareLinks } from './share-links';

export interface ShareMenuProps {
  title: string;
  /** The article's canonical address. */
  url: string;
  open: boolean;
  /** Opened from the keyboard: its first item takes the focus. */
  keyboard: boolean;
  /** The Share button pressed (ShareButton decides: the share sheet, this menu, or closing it). */
  onPress: (keyboard: boolean) => void;
  onClose: () => void;
  triggerClassName: string;
}

/**
 * Focuses the menu's first item as it opens from the keyboard. Radix does so itself only for a key pressed after the
 * menu's chunk was in (it listens for keys from then on); the first press loaded it. Run before Radix's focus scope
 * mounts (a child's effect runs first), which then leaves the focus where it is.
 */
function FocusOnOpen({ target, when }: { target: RefObject<HTMLDivElement | null>; when: boolean }) {
  useEffect(() => {
    if (when) target.current?.focus({ preventScroll: true });
  }, [target, when]);
  return null;
}

export const LINK_COPIED = 'Link copied';
const NEW_TAB = <span className="sr-only"> (opens in a new tab)</span>;

/**
 * The Share menu (share-button.tsx loads it on the first press): Copy link, Email, WhatsApp and Facebook, plain links
 * opened in a new tab. Its trigger is the Share button itself, which ShareButton presses (Radix's own opening on
 * pointer down is skipped: a share sheet may only open from a click or a key). A clipboard that refuses the link
 * leaves the link selected in a read-only field under the button, to copy by hand.
 */
export function ShareMenu({ title, url, open, keyboard, onPress, onClose, triggerClassName }: ShareMenuProps) {
  const [manual, setManual] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const firstItem = useRef<HTMLDivElement>(null);
  const toField = useRef(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const links = shareLinks(title, url);

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
    event.preventDefault(); // Radix's own toggle, and the click a key would make
    onPress(true);
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      onClose();
      toast({ title: LINK_COPIED, description: 'Paste it into an email or a message to share the article.' });
    } catch {
      toField.current = true;
      setManual(true);
      onClose();
    }
  }

  return (
    <>
      {/* Not modal: the page stays readable by screen readers (a modal menu hides it, focusable links and all). */}
      <DropdownMenu modal={false} open={open} onOpenChange={(next) => !next && onClose()}>
        <DropdownMenuTrigger
          ref={trigger}
          className={triggerClassName}
          onPointerDown={(event) => event.preventDefault()}
          onKeyDown={onTriggerKeyDown}
          onClick={(event) => onPress(event.detail === 0)}
        >
          <Share2 aria-hidden="true" />
          Share
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="start"
          // A press of Share while the menu is open closes it (ShareButton), not dismissed here and reopened by the click.
          onInteractOutside={(event) => {
            if (event.target instanceof Node && trigger.current?.contains(event.target)) event.preventDefault();
          }}
          className="max-w-[calc(100vw-2rem)]"
          onCloseAutoFocus={(event) => {
            if (!toField.current) return;
            toField.current = false;
            event.preventDefault();
            field.current?.focus();
            field.current?.select();
          }}
        >
          <DropdownMenuItem
            ref={firstItem}
            className="text-lg"
            onSelect={(event) => {
              event.preventDefault(); // open until the clipboard answers
              void copy();
            }}
          >
            <LinkIcon aria-hidden="true" />
            Copy link
          </DropdownMenuItem>
          <DropdownMenuItem asChild className="text-lg">
            <a href={links.email} rel="noopener noreferrer">
              <Mail aria-hidden="true" />
              Email
            </a>
          </DropdownMenuItem>
          <DropdownMenuItem asChild className="text-lg">
            <a href={links.whatsapp} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" />
              WhatsApp{NEW_TAB}
            </a>
          </DropdownMenuItem>
          <DropdownMenuItem asChild className="text-lg">
            <a href={links.facebook} target="_blank" rel="noopener noreferrer">
              <Users aria-hidden="true" />
              Facebook{NEW_TAB}
            </a>
          </DropdownMenuItem>
          <FocusOnOpen target={firstItem} when={keyboard} />
        </DropdownMenuContent>
      </DropdownMenu>
      {manual ? (
        <div className="mt-3 max-w-xl space-y-2 print:hidden">
          <label htmlFor="share-link" className="block text-base font-semibold">
            Copy this link to share the article
          </label>
          <input
            id="share-link"
            ref={field}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-12 w-full rounded-md border border-line-strong bg-surface px-4 py-2 text-base text-ink"
          />
        </div>
      ) : null}
    </>
  );
}
