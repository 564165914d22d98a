import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegisterValues, SignInValues } from '../../components/auth/auth-forms';
import { toast, toastAfterReload } from '../../components/ui/use-toast';
import { errorMessage, errorReason } from '../../lib/api';
import { signInBody } from '../../lib/sign-in-body';
import { answer, api } from '../../lib/api-client';
import { STAFF_ME_KEY, staffSessionQuery } from '../../lib/session-queries';
import type { SessionResponse } from '../../lib/user';
import { clearCacheAfterSignOut, setSessionUser } from '../../lib/session-cache';

const FAILURE_FALLBACK = 'Please check your details and try again';

/**
 * Who is signed in to the editorial tools; null user when signed out (401). The magazine's admin mode
 * asks once more when the first call fails (docs/product.md#admin-mode-on-magazine-pages: retried once).
 */
export function useStaffSession(options: { retry?: number } = {}) {
  return useQuery<SessionResponse>({ ...staffSessionQuery, retry: options.retry ?? false });
}

/** Staff sign-in: POST /api/auth/login, then the session is known without asking again. */
export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SignInValues) =>
      answer(api.POST('/api/auth/login', { body: signInBody(values) })),
    onSuccess: (data) => {
      setSessionUser(queryClient, STAFF_ME_KEY, data.user);
      toast({ title: 'Welcome back!', description: 'Successfully logged in to Flying@50 Content Generator' });
    },
    onError: (error) => {
      // Being asked for the authenticator code is the next step (the form shows its field), not a failure.
      if (errorReason(error) === 'two_factor_required') return;
      toast({ title: 'Login failed', description: errorMessage(error, FAILURE_FALLBACK), variant: 'destructive' });
    },
  });
}

/** Staff registration: POST /api/auth/register {email, password, confirmPassword, name}. */
export function useStaffRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: RegisterValues) =>
      answer(
        api.POST('/api/auth/register', {
          body: { email: values.email.trim(), password: values.password, confirmPassword: values.confirmPassword, name: values.name.trim() },
        }),
      ),
    onSuccess: (data) => {
      setSessionUser(queryClient, STAFF_ME_KEY, data.user);
      toast({ title: 'Account created!', description: "Your account has been created and you're now logged in." });
    },
    onError: (error) => {
      toast({ title: 'Registration failed', description: errorMessage(error, FAILURE_FALLBACK), variant: 'destructive' });
    },
  });
}

/**
 * Staff sign-out: POST /api/auth/logout, then every cached answer is dropped and the page reloads at
 * once, so nothing from the session stays in memory; the toast is shown by the reloaded page.
 */
export function useStaffLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => answer(api.POST('/api/auth/logout')),
    onSuccess: () => {
      toastAfterReload({ title: 'Logged out', description: 'See you next time!' });
    },
    onError: (error) => {
      toastAfterReload({ title: 'Could not log out properly', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    },
    onSettled: () => {
      clearCacheAfterSignOut(queryClient, STAFF_ME_KEY);
      window.location.reload();
    },
  });
}
