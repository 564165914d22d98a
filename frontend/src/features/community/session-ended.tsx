import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { requireFields, SignInForm, type SignInValues } from '../../components/auth/auth-forms';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogNotice, DialogTitle } from '../../components/ui/dialog';
import { toast } from '../../components/ui/use-toast';
import { asksForCode, errorMessage, errorReason, errorStatus } from '../../lib/api';
import { answer, api } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { AFTER_SIGN_IN } from '../../lib/return-path';
import { setSessionUser } from '../../lib/session-cache';
import { COMMUNITY_ME_KEY } from '../../lib/session-queries';
import { signInBody } from '../../lib/sign-in-body';
import type { SessionUser } from '../../lib/user';
import { SignInAgainLink } from './components/sign-in-again-link';
import { keepOnlyDraftsOf } from './drafts';
import { SessionEndedContext, useSessionEnded } from './session-ended-context';

/**
 * The members' area when a call answers 401 because the session ended (expired, signed out elsewhere, a password
 * changed): one behaviour for every form. SessionEndedProvider (in the member wrapper) watches every mutation; on a 401
 * it shows SessionEndedNotice at the top of the page and of every open dialog (DialogNotice), without closing or
 * clearing anything. Its "Sign in again" opens the sign-in in place (SignInAgainDialog), so the member stays on the
 * same page with what they typed, and submits again once signed in.
 */
/** Mutation meta for a call whose 401 says nothing about the session (the sign-in itself: a wrong password). */
export const NOT_SESSION_BOUND = { sessionBound: false };

/** The message with its Sign in again link; `reveal` scrolls it into sight when it appears (at the top of a long dialog). */
export function SessionEndedNotice({ className, reveal = false }: { className?: string; reveal?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reveal) box.current?.scrollIntoView({ block: 'nearest' });
  }, [reveal]);
  return (
    <div ref={box} role="alert" className={cn('rounded-md border border-danger bg-danger-soft px-4 py-3', className)}>
      <p className="text-base font-semibold text-danger">Your session has ended, so this was not saved.</p>
      <p className="text-base text-ink">What you typed is still here. Sign in again, then save it.</p>
      <SignInAgainLink />
    </div>
  );
}

/** The notice at the top of the member page, while the session is known to have ended. */
export function SessionEndedBanner() {
  return useSessionEnded()?.ended ? <SessionEndedNotice className="container-page mt-4 max-w-4xl" /> : null;
}

export function SessionEndedProvider({ user, children }: { user: SessionUser; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (event.mutation.meta?.sessionBound === false) return;
        if (errorStatus(event.action.error) === 401) setEnded(true);
      }),
    [queryClient],
  );
  const value = useMemo(() => ({ ended, openSignIn: () => setSigningIn(true) }), [ended]);
  return (
    <SessionEndedContext.Provider value={value}>
      <DialogNotice.Provider value={ended ? <SessionEndedNotice reveal className="mb-4 pr-10" /> : null}>
        {children}
        <SignInAgainDialog
          user={user}
          open={signingIn}
          onOpenChange={setSigningIn}
          onSignedIn={() => {
            setEnded(false);
            setSigningIn(false);
          }}
        />
      </DialogNotice.Provider>
    </SessionEndedContext.Provider>
  );
}

const validateSignIn = (values: SignInValues) => ({ fieldErrors: requireFields(values, { email: 'Enter your email', password: 'Enter your password' }) });

/** The member signs in again without leaving the page (two-step code asked as on the sign-in page). */
function SignInAgainDialog({ user, open, onOpenChange, onSignedIn }: { user: SessionUser; open: boolean; onOpenChange: (open: boolean) => void; onSignedIn: () => void }) {
  const queryClient = useQueryClient();
  const [askCode, setAskCode] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const login = useMutation({
    meta: NOT_SESSION_BOUND,
    mutationFn: (values: SignInValues) => answer(api.POST('/api/community/auth/login', { body: signInBody(values) })),
    onMutate: () => setServerError(undefined),
    onSuccess: (data) => {
      // Another account: what is on this page is not theirs.
      if (data.user.id !== user.id) {
        keepOnlyDraftsOf(data.user.id);
        window.location.assign(AFTER_SIGN_IN);
        return;
      }
      setSessionUser(queryClient, COMMUNITY_ME_KEY, data.user);
      onSignedIn();
      toast({ title: 'Signed in again', description: 'You can save your changes now.' });
    },
    onError: (error) => {
      if (asksForCode(error)) setAskCode(true);
      if (errorReason(error) !== 'two_factor_required') setServerError(errorMessage(error, 'Invalid credentials'));
    },
  });
  return (
    <Dialog open={open} onOpenChange={(next) => (login.isPending ? undefined : onOpenChange(next))}>
      <DialogNotice.Provider value={null}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Sign in again</DialogTitle>
            <DialogDescription className="text-lg text-ink">Your session has ended. Sign in to carry on: this page and what you typed stay as they are.</DialogDescription>
          </DialogHeader>
          <SignInForm
            initialEmail={user.email}
            submitLabel="Sign In"
            pendingLabel="Signing in…"
            pending={login.isPending}
            validate={validateSignIn}
            onValid={(values) => login.mutate(values)}
            serverError={serverError}
            askCode={askCode}
          />
        </DialogContent>
      </DialogNotice.Provider>
    </Dialog>
  );
}
