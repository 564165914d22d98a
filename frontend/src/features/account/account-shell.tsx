import type { ReactNode } from 'react';
import { Link } from '../../lib/router-links';
import { AccountFrame } from '../../components/site/account-frame';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { usePageTitle } from '../../lib/use-page-title';

export type SignInArea = 'staff' | 'community';

export const SIGN_IN: Record<SignInArea, { path: string; label: string }> = {
  staff: { path: '/admin', label: 'Back to the staff sign-in' },
  community: { path: '/community/auth', label: 'Back to sign in' },
};

/** Which sign-in a page should lead back to (`?from=staff`; members by default). */
export function signInArea(search: string): SignInArea {
  return new URLSearchParams(search).get('from') === 'staff' ? 'staff' : 'community';
}

/** An account page (password reset, staff invitation, newsletter links): the account frame's logo, one card, a way back. */
export function AccountShell({ title, intro, back, children }: { title: string; intro?: ReactNode; back?: SignInArea; children: ReactNode }) {
  usePageTitle(title);
  return (
    <AccountFrame>
      <Card>
        <CardHeader className="space-y-2 text-center">
          <h1 className="text-3xl">{title}</h1>
          {intro ? <div className="text-base text-muted">{intro}</div> : null}
        </CardHeader>
        <CardContent className="space-y-5">{children}</CardContent>
      </Card>
      {back ? (
        <p className="text-center text-base">
          <Link to={SIGN_IN[back].path} className="link inline-flex min-h-11 items-center px-2 font-semibold">
            {SIGN_IN[back].label}
          </Link>
        </p>
      ) : null}
    </AccountFrame>
  );
}

/** A confirmation or failure in the card, announced to screen readers. */
export function StatusMessage({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'rounded-md border border-danger bg-danger-soft px-4 py-3 text-base font-semibold text-danger'
          : 'rounded-md border border-success bg-success-soft px-4 py-3 text-base font-semibold text-ink'
      }
    >
      {children}
    </div>
  );
}
