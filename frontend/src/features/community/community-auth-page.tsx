import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../lib/router-links';
import {
  RegisterForm,
  requireFields,
  SignInForm,
  type RegisterValues,
  type SignInValues,
  type Validation,
} from '../../components/auth/auth-forms';
import { ForgotPasswordLink } from '../../components/auth/forgot-password-link';
import { PrivacyLink } from '../privacy/privacy-link';
import { AccountFrame } from '../../components/site/account-frame';
import { LoadingShell } from '../../components/site/loading-shell';
import { Card, CardContent } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../components/ui/use-toast';
import { asksForCode, errorMessage, errorReason } from '../../lib/api';
import { answer, api } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { useHydrated } from '../../lib/use-hydrated';
import { hasSignedInHint } from '../../lib/signed-in-hint';
import { displayName, type AuthResponse } from '../../lib/user';
import { COMMUNITY_ME_KEY } from '../../lib/session-queries';
import { useCommunitySession } from '../../lib/community-session';
import { keepOnlyDraftsOf } from './drafts';
import { setSessionUser } from '../../lib/session-cache';
import { signInBody } from '../../lib/sign-in-body';
import { browserTimeZone } from '../../lib/time-zone';
import { AFTER_SIGN_IN, safeReturnPath } from '../../lib/return-path';

function validateSignIn(values: SignInValues): Validation<SignInValues> {
  const fieldErrors = requireFields(values, { email: 'Enter your email', password: 'Enter your password' });
  return Object.keys(fieldErrors).length ? { fieldErrors, formError: 'Please fill in all fields' } : { fieldErrors };
}

function validateRegister(values: RegisterValues): Validation<RegisterValues> {
  const fieldErrors = requireFields(values, {
    name: 'Enter your full name',
    email: 'Enter your email',
    password: 'Choose a password',
  });
  if (Object.keys(fieldErrors).length) return { fieldErrors, formError: 'Please fill in all required fields' };
  if (values.password !== values.confirmPassword) {
    return { fieldErrors: { confirmPassword: "Passwords don't match" } };
  }
  return { fieldErrors: {} };
}

/** The client-side check's message as a toast, as well as inline. */
function showInvalid<T>(validation: Validation<T>): void {
  const message = validation.formError ?? Object.values<string | undefined>(validation.fieldErrors).find(Boolean);
  if (message) {
    toast({ title: message, description: 'Check the highlighted fields and try again.', variant: 'destructive' });
  }
}

/** The profile's offer to upgrade, as a return path (premium/upgrade-return.ts may add ?next= for after the upgrade). */
const UPGRADE_RETURN = /^\/profile(\?[^#]*)?#upgrade$/;

/**
 * Community sign-in and registration (/community/auth). Success goes to /journal, or back to the member page that sent
 * the member here (?next=, a path of this site only: lib/return-path.ts), e.g. after their session ended. The server
 * renders the card (the same for everyone: app/server-pages.ts); the browser then asks who is signed in and sends a
 * member on, and reads ?next=.
 */
export function CommunityAuthPage() {
  usePageTitle('Sign in to Insights');
  // False while React takes over the server's page (and on the server): drawn as the server drew it, the card for
  // someone signed out, whatever the browser knows already. Who is signed in counts from the next render.
  const hydrated = useHydrated();
  // The server's card stays up while the browser asks who is signed in; opened within the app, a spinner until it knows.
  const [fromServer] = useState(!hydrated);
  // Who is signed in is asked only when the signed-in hint says someone may be: a signed-out visitor's answer would be
  // a 401, which the browser logs as an error. The cookie is read once the page is the browser's.
  const hinted = hydrated && hasSignedInHint(document.cookie);
  const session = useCommunitySession({ enabled: hinted });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const returnPath = safeReturnPath(useSearchParams()[0].get('next'));
  // Sent by an offer to upgrade ('Start Your Premium Journey', 'Upgrade Now': /profile#upgrade), most are new: they
  // start on Create Account.
  const upgrading = returnPath !== null && UPGRADE_RETURN.test(returnPath);
  // The server draws Sign In for everyone (it does not read ?next=): the choice follows once the page runs.
  const [chosenTab, setTab] = useState<'login' | 'register' | null>(null);
  const tab = chosenTab ?? (upgrading && hydrated ? 'register' : 'login');
  const [serverError, setServerError] = useState<string>();
  const [askCode, setAskCode] = useState(false);

  const signedIn = (data: AuthResponse, welcome: { title: string; description: string }) => {
    setSessionUser(queryClient, COMMUNITY_ME_KEY, data.user);
    // A previous account's drafts in this tab go; the member's own (kept through an expired session) stay.
    keepOnlyDraftsOf(data.user.id);
    toast(welcome);
    navigate(returnPath ?? AFTER_SIGN_IN);
  };

  const login = useMutation({
    mutationFn: (values: SignInValues) =>
      answer(api.POST('/api/community/auth/login', { body: signInBody(values) })),
    onMutate: () => setServerError(undefined),
    onSuccess: (data) => signedIn(data, { title: 'Welcome back!', description: `Good to see you, ${displayName(data.user)}.` }),
    onError: (error) => {
      if (asksForCode(error)) setAskCode(true);
      // Being asked for the code is the next step, not a failure: the code field appears, focused, with its hint.
      if (errorReason(error) === 'two_factor_required') return;
      const message = errorMessage(error, 'Invalid credentials');
      setServerError(message);
      toast({ title: 'Login Failed', description: message, variant: 'destructive' });
    },
  });

  const register = useMutation({
    mutationFn: (values: RegisterValues) =>
      answer(
        api.POST('/api/community/auth/register', {
          body: { email: values.email.trim(), password: values.password, confirmPassword: values.confirmPassword, name: values.name.trim(), time_zone: browserTimeZone() },
        }),
      ),
    onMutate: () => setServerError(undefined),
    onSuccess: (data) => signedIn(data, { title: 'Account created!', description: `Welcome to Flying@50 Insights, ${displayName(data.user)}.` }),
    onError: (error) => {
      const message = errorMessage(error, 'Failed to create account');
      setServerError(message);
      toast({ title: 'Registration Failed', description: message, variant: 'destructive' });
    },
  });

  if (hinted && session.isPending && !fromServer) return <LoadingShell shape="account" label="Checking your sign-in" />;
  if (hydrated && session.data?.user) return <Navigate to={returnPath ?? AFTER_SIGN_IN} replace />;

  return (
    <AccountFrame>
      <div className="space-y-3 text-center">
        <h1 className="text-5xl">Insights</h1>
        <p className="text-lg text-muted">Your Personal Training Insights Guide</p>
        {returnPath && hydrated ? (
          <p className="text-base font-semibold">
            {upgrading ? 'Create a free account, or sign in, to start Premium.' : tab === 'login' ? 'Sign in to carry on where you left off.' : 'Create your account to carry on where you left off.'}
          </p>
        ) : null}
      </div>
      <Card>
        <CardContent className="pt-6">
          <Tabs
            value={tab}
            onValueChange={(value) => {
              setTab(value as 'login' | 'register');
              setServerError(undefined);
            }}
          >
            <TabsList aria-label="Sign in or create an account">
              <TabsTrigger value="login">Sign In</TabsTrigger>
              <TabsTrigger value="register">Create Account</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <SignInForm
                submitLabel="Sign In"
                pendingLabel="Signing in…"
                pending={login.isPending}
                validate={validateSignIn}
                onInvalid={showInvalid}
                onValid={(values) => login.mutate(values)}
                serverError={serverError}
                askCode={askCode}
              />
              <div className="mt-5">
                <ForgotPasswordLink from="community" />
              </div>
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm
                submitLabel="Create Account"
                pendingLabel="Creating account…"
                pending={register.isPending}
                validate={validateRegister}
                onInvalid={showInvalid}
                onValid={(values) => register.mutate(values)}
                serverError={serverError}
              />
              <p className="mt-5 text-base text-muted">
                By creating an account you agree that we keep your name, e-mail address and journal to run it; replies
                to entries you do not mark private are written with OpenAI. See our <PrivacyLink /> for what we keep,
                who else handles it and for how long.
              </p>
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <p className="text-center text-base text-muted">
        <Link to="/publisher" className="link inline-flex min-h-11 items-center font-semibold">
          Back to the magazine
        </Link>
      </p>
    </AccountFrame>
  );
}
