import { useState } from 'react';
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
import { AccountFrame } from '../../components/site/account-frame';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { asksForCode, errorMessage, errorReason } from '../../lib/api';
import { AREA_NAMES, type StaffArea } from '../../lib/staff-areas';
import { usePageTitle } from '../../lib/use-page-title';
import { useStaffLogin, useStaffRegister } from './staff-session';

export { AREA_NAMES, type StaffArea };

function validateSignIn(values: SignInValues): Validation<SignInValues> {
  return {
    fieldErrors: requireFields(values, {
      email: 'Please enter your email address',
      password: 'Please enter your password',
    }),
  };
}

// The dashboard requires all four; the generator leaves the name optional (docs/product.md#accounts-and-roles). Whether the
// passwords match is for the server to say.
const REQUIRED_FOR_REGISTRATION = {
  email: 'Please enter your email address',
  password: 'Please choose a password',
  confirmPassword: 'Please type your password again',
};

function registerValidator(area: StaffArea) {
  const required = area === 'generator' ? REQUIRED_FOR_REGISTRATION : { name: 'Please enter your full name', ...REQUIRED_FOR_REGISTRATION };
  return (values: RegisterValues): Validation<RegisterValues> => ({ fieldErrors: requireFields(values, required) });
}

/** What the server said when it refused, for the inline message under the form. */
function refusal(state: { error: unknown }): string | undefined {
  // Being asked for the authenticator code is the next step (its field appears), not a refusal.
  if (!state.error || errorReason(state.error) === 'two_factor_required') return undefined;
  return errorMessage(state.error, 'Please check your details and try again');
}

/** Staff sign-in and account creation for the dashboard, the generator and the admin-mode pages. */
export function StaffAuthScreen({ area = 'dashboard' }: { area?: StaffArea }) {
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const login = useStaffLogin();
  const register = useStaffRegister();
  const heading = mode === 'login' ? 'Sign In' : 'Create Account';
  usePageTitle(`${heading} · ${AREA_NAMES[area]}`);

  return (
    <AccountFrame tagline={AREA_NAMES[area]}>
      <Card>
        <CardHeader className="space-y-2 text-center">
          <h1 className="text-3xl">{heading}</h1>
          <p className="text-base text-muted">
            {mode === 'login'
              ? 'For the Flying@50 editorial team. Sign in with your staff email address.'
              : 'Staff accounts are created by invitation: an administrator invites your address, and the link in that email lets you choose your password.'}
          </p>
        </CardHeader>
        <CardContent className="space-y-5">
          {mode === 'login' ? (
            <>
              <SignInForm
                key="login"
                submitLabel="Sign In"
                pendingLabel="Signing in…"
                pending={login.isPending}
                validate={validateSignIn}
                onValid={(values) => login.mutate(values)}
                serverError={refusal(login)}
                askCode={asksForCode(login.error)}
              />
              <ForgotPasswordLink from="staff" />
            </>
          ) : (
            <RegisterForm
              key="register"
              submitLabel="Create Account"
              pendingLabel="Creating account…"
              pending={register.isPending}
              validate={registerValidator(area)}
              nameOptional={area === 'generator'}
              onValid={(values) => register.mutate(values)}
              serverError={refusal(register)}
            />
          )}
          <div className="text-center">
            <Button
              variant="link"
              onClick={() => {
                login.reset();
                register.reset();
                setMode(mode === 'login' ? 'register' : 'login');
              }}
            >
              {mode === 'login' ? 'Need an account? Sign up' : 'Already have an account? Login'}
            </Button>
          </div>
        </CardContent>
      </Card>
      <p className="text-center text-base text-muted">
        Looking for your training journal?{' '}
        <Link to="/community/auth" className="link font-semibold">
          Sign in to My Insights
        </Link>
      </p>
    </AccountFrame>
  );
}
