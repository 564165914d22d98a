import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { ChangePasswordForm, requireFields, type ChangePasswordValues, type Validation } from '../../../components/auth/auth-forms';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { asksForCode, errorMessage } from '../../../lib/api';
import { focusAfterChange } from '../../../lib/focus-after-change';
import { useTwoStepStatus } from '../members-api';
import { answer, api } from '../../../lib/api-client';
import { PROFILE_HEADINGS } from '../profile-sections';

function validate(values: ChangePasswordValues): Validation<ChangePasswordValues> {
  const fieldErrors = requireFields(values, {
    currentPassword: 'Please enter your current password',
    password: 'Please choose a new password',
    confirmPassword: 'Please type your new password again',
  });
  if (!fieldErrors.confirmPassword && values.password && values.password !== values.confirmPassword) fieldErrors.confirmPassword = "Passwords don't match";
  return { fieldErrors };
}

/**
 * 'Password': the signed-in owner changes it, the current one asked again, and with two-step sign-in on the
 * authenticator code too (POST /api/community/auth/password).
 */
export function PasswordCard() {
  // A new form (empty fields) after each change.
  const [round, setRound] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  // The code is asked when two-step sign-in is on, or once the server asked for it (turned on elsewhere meanwhile).
  const [codeAsked, setCodeAsked] = useState(false);
  const askCode = useTwoStepStatus().data?.enabled === true || codeAsked;
  const change = useMutation({
    mutationFn: (values: ChangePasswordValues) =>
      answer(
        api.POST('/api/community/auth/password', {
          body: { currentPassword: values.currentPassword, password: values.password, confirmPassword: values.confirmPassword, ...(askCode ? { code: values.code?.trim() } : {}) },
        }),
      ),
    onSuccess: ({ ended }) => {
      setRound((n) => n + 1);
      // The form (and its button) is drawn anew: focus goes to the card's heading.
      focusAfterChange(() => heading.current);
      toast({
        title: 'Password Changed',
        description: ended ? 'Your other browsers and devices were signed out: sign in there with the new password.' : 'Use it the next time you sign in.',
      });
    },
    onError: (error) => {
      if (asksForCode(error)) setCodeAsked(true);
      toast({ title: 'Password Not Changed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    },
  });
  return (
    <Card>
      <CardHeader>
        <h3 id={PROFILE_HEADINGS.password} ref={heading} tabIndex={-1} className="flex items-center gap-2 text-2xl focus:outline-none">
          <KeyRound aria-hidden="true" className="size-6 text-accent" />
          Password
        </h3>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="max-w-reading text-lg">Changing it signs out every other browser and device; you stay signed in here.</p>
        <ChangePasswordForm
          key={round}
          askCode={askCode}
          submitLabel="Change Password"
          pendingLabel="Changing…"
          pending={change.isPending}
          validate={validate}
          onValid={(values) => change.mutate(values)}
          serverError={change.error ? errorMessage(change.error, 'Please try again.') : undefined}
        />
      </CardContent>
    </Card>
  );
}
