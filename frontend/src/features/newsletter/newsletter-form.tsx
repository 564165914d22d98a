import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { errorMessage } from '../../lib/api';
import { answer, api } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useHydrated } from '../../lib/use-hydrated';

export const SUBSCRIBE_FALLBACK = 'Sorry, we could not sign you up just now. Please try again.';

/**
 * The newsletter sign-up (POST /api/newsletter/subscribe {email}). The server stores the address as
 * pending and mails a confirmation link; what it answers (its message, or why it refused) is shown
 * under the form and announced to screen readers.
 */
export function NewsletterForm({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  const inputId = useId();
  const statusId = useId();
  const [email, setEmail] = useState('');
  // Until the app runs the button is off: the bare form would send the address in the page's own URL (a GET), into
  // logs and the history, and sign nobody up.
  const ready = useHydrated();
  const subscribe = useMutation({
    mutationFn: (address: string) => answer(api.POST('/api/newsletter/subscribe', { body: { email: address } })),
    onSuccess: () => setEmail(''),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || subscribe.isPending) return;
    subscribe.mutate(address);
  };

  const dark = tone === 'dark';
  return (
    <form onSubmit={onSubmit} aria-label="Newsletter sign-up" className={cn('space-y-3', className)}>
      <Label htmlFor={inputId} className={dark ? 'text-white' : undefined}>
        Email address
      </Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="you@example.com"
          className="sm:flex-1"
          aria-invalid={subscribe.isError || undefined}
          aria-describedby={statusId}
        />
        {/* aria-disabled, not disabled, while sending: a disabled button loses the keyboard focus it holds. */}
        <Button type="submit" disabled={!ready} aria-disabled={subscribe.isPending || undefined} className={dark ? 'border border-white' : undefined}>
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
    </form>
  );
}
