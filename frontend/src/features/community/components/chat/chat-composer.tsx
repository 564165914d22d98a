import { Camera, FileImage, Images, ImagePlus, Send, WifiOff, X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '../../../../components/ui/dropdown-menu';
import { useOnline } from '../../../../lib/use-online';
import { useTouchTyping } from '../../../../lib/use-touch-typing';
import { checkJournalImage, ENTRY_MAX_CHARS } from '../../journal-utils';
import { preparePhoto, useObjectUrl } from '../file-data';
import { SignInAgainLink } from '../sign-in-again-link';
import { useChatDraft } from './chat-draft';
import { whatIsSent, type OutgoingMessage, type SendOutcome } from './outgoing-message';
import { clientKeyFor, sendConfirmed } from '../../../../lib/client-key';

/** The message box grows from 52 px to 120 px, then scrolls. */
const MIN_HEIGHT = 52;
const MAX_HEIGHT = 120;
const OFFLINE = "You're offline. Your message will be sent when you're back online.";
/** The composer's sends, for their client_key. */
const CHAT = 'chat';
/** The browser sizes a text box from its content (CSS field-sizing: content; Chromium 123 and later). */
const SIZES_ITSELF = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');
const STILL_SENDING = 'Your last message is still being sent. If it does not go through, it will come back here.';
/** What Enter does, said under the box: with a keyboard Enter sends (the spec); a phone's keyboard has no Shift+Enter. */
const KEYBOARD_HINT = 'Enter sends; Shift+Enter starts a new line.';
const TOUCH_HINT = 'Enter starts a new line; the Send button sends.';
/** Under a photo chosen while the box is empty: Send stays disabled until there are words to send it with. */
export const PHOTO_NEEDS_WORDS = 'Write a few words about the photo to send it: your coach replies to what you write.';

/**
 * The chat's composer: text (Enter sends, Shift+Enter a new line; on a touch screen, whose keyboard has no Shift+Enter,
 * Enter a new line and the Send button sends), a photo from the menu, the character count. The text
 * is the member's saved draft (chat-draft.ts): it survives leaving the page, and a message that fails to send comes back.
 */
export function ChatComposer({
  onSend,
  sending,
  saved,
  inputId,
}: {
  onSend: (message: OutgoingMessage) => Promise<SendOutcome>;
  /** The text box's id (a skip link's target); a generated one without it. */
  inputId?: string;
  sending: boolean;
  /** The contents of the conversation's newest entries, once loaded (null before). */
  saved: readonly string[] | null;
}) {
  const draft = useChatDraft(saved);
  const online = useOnline();
  const touch = useTouchTyping();
  // Offline, requests wait (react-query) and go when the connection is back; the message stays in the draft meanwhile.
  const notice = !online ? OFFLINE : draft.sending && !sending ? STILL_SENDING : '';
  const { text, setText } = draft;
  const [photo, setPhoto] = useState<OutgoingMessage['photo']>(null);
  const photoUrl = useObjectUrl(photo?.file);
  const [problem, setProblem] = useState<string>();
  const [signInAgain, setSignInAgain] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const libraryInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const generatedId = useId();
  const id = inputId ?? generatedId;
  const blank = text.trim() === '';

  // The box grows with its text. Where the browser sizes it from its content (CSS field-sizing), nothing runs at a key
  // press; elsewhere it is measured, but only when the text could have changed its height (setting the height to auto
  // and reading it made the browser lay out the whole long page at every key on a slow phone).
  const lastHeight = useRef<{ length: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const box = textareaRef.current;
    if (!box || SIZES_ITSELF) return;
    const last = lastHeight.current;
    // Longer text in a box already at its tallest (it scrolls): no change.
    if (last && text.length >= last.length && last.height === MAX_HEIGHT) return;
    box.style.height = 'auto';
    const height = Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, box.scrollHeight + 2));
    box.style.height = `${height}px`;
    box.style.overflowY = box.scrollHeight + 2 > MAX_HEIGHT ? 'auto' : 'hidden';
    lastHeight.current = { length: text.length, height };
  }, [text]);

  // The on-screen keyboard shrinks what is seen of the page (the visual viewport): while the member types, the photo and
  // Send buttons (below the box on a phone) are kept in view above it.
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const keep = () => {
      if (document.activeElement === textareaRef.current) actionsRef.current?.scrollIntoView({ block: 'nearest' });
    };
    viewport.addEventListener('resize', keep);
    return () => viewport.removeEventListener('resize', keep);
  }, []);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const refused = checkJournalImage(file);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(undefined);
    try {
      setPhoto({ file: await preparePhoto(file) });
    } catch {
      setProblem('That photo could not be read. Please try another one.');
    }
    textareaRef.current?.focus();
  };

  const send = async () => {
    if (blank || sending) return;
    const content = text.trim();
    // A retry of the same text and photo (its answer was lost, or it was refused) carries the same key: the server then
    // answers the entry it already has instead of storing it twice.
    const sent = whatIsSent(content, photo);
    const message: OutgoingMessage = { content, photo, sentAt: new Date().toISOString(), clientKey: clientKeyFor(CHAT, sent) };
    // Out of the box at once, but kept in the saved draft until the server has it; put back if sending fails, even
    // when the member has left the page meanwhile (this runs on after the composer is gone).
    draft.sent(message.content);
    // Sent with the Send button: the emptied box disables it, which would drop the keyboard focus to the page's body;
    // the cursor goes back to the box, ready for the next message.
    if (document.activeElement !== textareaRef.current) textareaRef.current?.focus();
    setPhoto(null);
    setProblem(undefined);
    setSignInAgain(false);
    const outcome = await onSend(message);
    draft.settled(message.content, outcome.sent);
    if (outcome.sent) sendConfirmed(CHAT, sent);
    if (!outcome.sent) {
      setPhoto((current) => current ?? message.photo);
      // The server's reason (a photo it cannot read, a budget reached) says what to change before sending again.
      if (outcome.problem) setProblem(`Not sent: ${outcome.problem}`);
      // The session ended: the message is kept, and signing in brings the member back here to send it.
      setSignInAgain(outcome.signInAgain === true);
      // The message left the conversation, so the page grew shorter: the box, with the text back in it, is brought into
      // view (on a phone it could sit below the screen's edge).
      requestAnimationFrame(() => textareaRef.current?.scrollIntoView({ block: 'nearest' }));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !touch && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const fileInputProps = (label: string) => ({
    type: 'file' as const,
    'aria-label': label,
    tabIndex: -1,
    className: 'sr-only',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      void pick(event.target.files?.[0]);
      event.target.value = '';
    },
  });

  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void send();
      }}
      aria-label="Write to your coach"
      className="space-y-2 rounded-lg border border-line bg-surface p-3 shadow-card md:p-4"
    >
      <input ref={libraryInput} accept="image/*" {...fileInputProps('Photo from your library')} />
      <input ref={cameraInput} accept="image/*" capture="environment" {...fileInputProps('Take a photo')} />
      <input ref={fileInput} accept="image/*,.heic,.heif" {...fileInputProps('Choose a photo file')} />
      <label htmlFor={id} className="block text-base font-semibold">
        Message your coach
      </label>
      {photo ? (
        <div className="flex items-center gap-3 rounded-md bg-sunken p-2">
          {photoUrl ? <img src={photoUrl} alt="Photo to send" className="size-16 rounded-md object-cover" /> : <span className="size-16 shrink-0" />}
          <span className="min-w-0 flex-1 truncate text-base">{photo.file.name}</span>
          <Button variant="ghost" size="icon" aria-label="Remove the photo" onClick={() => setPhoto(null)}>
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      {/* A photo goes with words (the coach replies to what is written): said while Send waits for them. */}
      {photo && blank ? (
        <p id={`${id}-photo-words`} className="text-base font-semibold">
          {PHOTO_NEEDS_WORDS}
        </p>
      ) : null}
      {/* The text box takes the whole width (a phone gives it all 390 px); the photo and send buttons sit below it on phones, beside it from sm up. */}
      <div className="flex flex-wrap items-end gap-2 sm:flex-nowrap">
        <textarea
          ref={textareaRef}
          id={id}
          rows={1}
          value={text}
          maxLength={ENTRY_MAX_CHARS}
          // The on-screen keyboard's Enter key reads Send where Enter sends; on a touch screen it is the return key.
          enterKeyHint={touch ? 'enter' : 'send'}
          placeholder="How did training go?"
          aria-describedby={[problem ? `${id}-problem` : '', photo && blank ? `${id}-photo-words` : '', `${id}-hint`, `${id}-count`].filter(Boolean).join(' ')}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          style={{ minHeight: MIN_HEIGHT, maxHeight: MAX_HEIGHT }}
          className="w-full resize-none overflow-y-auto [field-sizing:content] rounded-md sm:flex-1 border border-line-strong bg-surface px-4 py-2.5 text-base text-ink placeholder:text-muted hover:border-ink"
        />
        <div ref={actionsRef} className="flex w-full items-center justify-between gap-2 sm:contents">
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="secondary" size="icon" aria-label="Add a photo" className="size-13 shrink-0">
                <ImagePlus aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start" side="top">
              <DropdownMenuLabel>Add a photo</DropdownMenuLabel>
              <DropdownMenuItem onSelect={() => libraryInput.current?.click()}>
                <Images aria-hidden="true" />
                Photo Library
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => cameraInput.current?.click()}>
                <Camera aria-hidden="true" />
                Take Photo
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => fileInput.current?.click()}>
                <FileImage aria-hidden="true" />
                Choose File
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
          <Button type="submit" size="icon" aria-label="Send message" busy={sending} disabled={!sending && blank} className="size-13 shrink-0">
            <Send aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap justify-between gap-2 text-sm text-muted">
        <span id={`${id}-hint`}>{touch ? TOUCH_HINT : KEYBOARD_HINT}</span>
        <span id={`${id}-count`}>
          {text.length.toLocaleString('en-GB')} / {ENTRY_MAX_CHARS.toLocaleString('en-GB')} characters
        </span>
      </div>
      <p role="status" className={notice ? 'flex items-start gap-2 rounded-md bg-sunken px-3 py-2 text-base font-semibold' : 'sr-only'}>
        {online ? null : <WifiOff aria-hidden="true" className="mt-1 size-5 shrink-0" />}
        {notice}
      </p>
      <div className={problem ? 'flex flex-wrap items-center gap-x-4' : undefined}>
        <p id={`${id}-problem`} aria-live="polite" className={problem ? 'text-base font-semibold text-danger' : 'sr-only'}>
          {problem ?? ''}
        </p>
        {signInAgain ? <SignInAgainLink /> : null}
      </div>
    </form>
  );
}
