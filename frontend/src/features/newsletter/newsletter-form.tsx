import { useMutation } from '@tanstack/react-query';
import { useId, useRef, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { errorMessage } from '../../lib/api';
import { answer, api } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { PrivacyLink } from '../privacy/privacy-link';

/** The sign-up box's heading and the line under it, the same wherever the box is (the home page's sidebar, under an article). */
export const NEWSLETTER_HEADING = 'Newsletter';
export const NEWSLETTER_INTRO = 'New articles for athletes over 50, once a week. Unsubscribe whenever you like.';

export const SUBSCRIBE_FALLBACK = 'Sorry, we could not sign you up just now. Please try again.';

/**
 * The newsletter sign-up (POST /api/newsletter/subscribe {email}). The server stores the address as
 * pending and mails a confirmation link; what it answers (its message, or why it refused) is shown
 * under the form and announced to screen readers. The form the server renders also works without the app: it posts
 * (never a GET, which would put the address in the URL) the same route as a plain form, which answers a small page.
 * Until the app runs the boot script holds it (data-app-sends), so a reader with scripts gets the app's answer.
 * The field and the button sit side by side only where the form itself is wide enough (a container query, not the
 * window's width), so in a sidebar the address keeps the whole width and its placeholder is not cut.
 */
export function NewsletterForm({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  const inputId = useId();
  const statusId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const subscribe = useMutation({
    mutationFn: (address: string) => answer(api.POST('/api/newsletter/subscribe', { body: { email: address } })),
    onSuccess: () => formRef.current?.reset(),
  });

  // The address is read from the form, not kept in React state: on a page the server rendered, what the reader typed
  // before the app ran is in the field, and React's state would not know it (Subscribe would then send nothing).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!address || subscribe.isPending) return;
    subscribe.mutate(address);
  };

  const dark = tone === 'dark';
  return (
    <form
      ref={formRef}
      method="post"
      action="/api/newsletter/subscribe"
      data-app-sends=""
      onSubmit={onSubmit}
      aria-label="Newsletter sign-up"
      className={cn('@container space-y-3', className)}
    >
      <Label htmlFor={inputId} className={dark ? 'text-white' : undefined}>
        Email address
      </Label>
      <div className="flex flex-col gap-3 @sm:flex-row">
        <Input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder="you@example.com"
          className="@sm:flex-1"
          aria-invalid={subscribe.isError || undefined}
          aria-describedby={statusId}
        />
        <Button type="submit" busy={subscribe.isPending} className={dark ? 'border border-white' : undefined}>
          {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      <div id={statusId} aria-live="polite" className="min-h-6 text-base">
        {subscribe.isSuccess ? (
          <p className={cn('font-semibold', dark ? 'text-white' : 'text-success')}>{subscribe.data.message}</p>
        ) : null}
        {subscribe.isError ? (
          <p className={cn('font-semibold', dark ? 'text-white' : 'text-danger')}>{errorMessage(subscribe.error, SUBSCRIBE_FALLBACK)}</p>
        ) : null}
      </div>
      <p className={cn('text-base', dark ? 'text-white' : 'text-muted')}>
        We use your address only to send you the newsletter; every issue has a one-click unsubscribe link. See our{' '}
        <PrivacyLink className={cn('link', dark && 'text-white')} />.
      </p>
    </form>
  );
}
