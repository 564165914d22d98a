import { useEffect, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { Field, FormMessage } from '../ui/field';
import { Input } from '../ui/input';
import { PasswordInput } from '../ui/password-input';
import { fieldOfServerError } from './server-field';
import { focusFirstInvalid } from '../../lib/focus-after-change';

export interface SignInValues {
  email: string;
  password: string;
  /** The authenticator app's code or a recovery code, once the server asks for it (two-step sign-in). */
  code?: string;
}

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** The outcome of a client-side check: messages per field, and one for the whole form. */
export interface Validation<T> {
  fieldErrors: FieldErrors<T>;
  formError?: string;
}

export function isValid<T>(validation: Validation<T>): boolean {
  return !validation.formError && Object.values(validation.fieldErrors).every((message) => !message);
}

interface AuthFormProps<T> {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Client-side checks; the server decides everything else. */
  validate: (values: T) => Validation<T>;
  /** Called with the values when the checks pass. */
  onValid: (values: T) => void;
  /** Called when the checks fail (for a toast). */
  onInvalid?: (validation: Validation<T>) => void;
  /**
   * The server's refusal: under the field it names (marked invalid, the cursor put there: fieldOfServerError), else
   * above the button.
   */
  serverError?: string;
  children?: ReactNode;
}

/**
 * Shared state handling of the sign-in and registration forms. The forms are sent by the app (onSubmit); they say
 * method="post" so that one sent by a browser without it (the sign-in page is rendered by the server) never puts a
 * password into an address, where histories and logs would keep it.
 */
function useAuthForm<T extends object>(initial: T, props: AuthFormProps<T>) {
  const [values, setValues] = useState<T>(initial);
  const [validation, setValidation] = useState<Validation<T>>({ fieldErrors: {} });
  // A new refusal from the server that names a field goes to that field (state adjusted while rendering, as React
  // advises for a value derived from a changed prop); the field then gets the focus.
  const [seenServerError, setSeenServerError] = useState(props.serverError);
  const [serverField, setServerField] = useState<{ key: keyof T; message: string }>();
  if (props.serverError !== seenServerError) {
    setSeenServerError(props.serverError);
    const key = props.serverError ? fieldOfServerError(props.serverError, Object.keys(initial) as Array<keyof T & string>) : undefined;
    setServerField(key && props.serverError ? { key, message: props.serverError } : undefined);
    if (key) setValidation((current) => ({ fieldErrors: { ...current.fieldErrors, [key]: props.serverError } }));
  }
  useEffect(() => {
    if (serverField) document.querySelector<HTMLElement>(`form [name="${String(serverField.key)}"][aria-invalid="true"]`)?.focus();
  }, [serverField]);

  const setField = (key: keyof T, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setValidation((current) => ({ fieldErrors: { ...current.fieldErrors, [key]: undefined } }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = props.validate(values);
    setValidation(result);
    if (isValid(result)) {
      props.onValid(values);
    } else {
      props.onInvalid?.(result);
      focusFirstInvalid(event.currentTarget);
    }
  };

  const serverFormError = serverField ? undefined : props.serverError;
  return { values, setField, onSubmit, errors: validation.fieldErrors, formError: validation.formError ?? serverFormError };
}

function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <Button type="submit" size="lg" className="w-full" busy={pending}>
      {pending ? pendingLabel : label}
    </Button>
  );
}

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  error?: string;
  /** Said under the label before anything is typed (a rule the value must meet). */
  hint?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  /** Focus the field when it appears (a step the server just asked for). */
  autoFocus?: boolean;
  onChange: (value: string) => void;
}

/** One labelled input of the auth forms, with its inline error. */
function TextField({ label, name, value, error, hint, required = true, type = 'text', autoComplete, autoFocus, onChange }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(control) => {
        const shared = { ...control, name, autoComplete, autoFocus, required, value };
        const change = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value);
        // A password box has a 'Show password' button (ui/password-input.tsx).
        if (type === 'password') return <PasswordInput {...shared} onChange={change} />;
        return <Input {...shared} type={type} inputMode={type === 'email' ? 'email' : undefined} onChange={change} />;
      }}
    </Field>
  );
}

/** The second step of signing in: the authenticator app's code, or a recovery code. */
export const CODE_LABEL = 'Authentication code';
export const CODE_HINT = 'The 6-digit code your authenticator app shows now, or one of your recovery codes.';
/** The client's own refusal of an empty code field. */
export const CODE_MISSING = 'Enter the 6-digit code from your authenticator app';

interface PasswordPair {
  password: string;
  confirmPassword: string;
}

/** A new password and its confirmation, as registration and the reset page ask for them. */
function NewPasswordFields({
  values,
  errors,
  setField,
  labels = ['Password', 'Confirm Password'],
}: {
  values: PasswordPair;
  errors: FieldErrors<PasswordPair>;
  setField: (key: keyof PasswordPair, value: string) => void;
  labels?: [string, string];
}) {
  return (
    <>
      <TextField
        label={labels[0]}
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        value={values.password}
        error={errors.password}
        onChange={(v) => setField('password', v)}
      />
      <TextField
        label={labels[1]}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(v) => setField('confirmPassword', v)}
      />
    </>
  );
}

/**
 * Email and password. Labels: "Email", "Password"; with `initialEmail` (the address known) Password has the cursor first. With `askCode` (the server asked for the second step), the
 * authenticator code as well; it stays once asked, and the email and password are sent again with it.
 */
export function SignInForm({ askCode = false, initialEmail = '', ...props }: AuthFormProps<SignInValues> & { askCode?: boolean; initialEmail?: string }) {
  const [codeAsked, setCodeAsked] = useState(askCode);
  if (askCode && !codeAsked) setCodeAsked(true);
  const validate = (values: SignInValues): Validation<SignInValues> => {
    const checked = props.validate(values);
    if (!codeAsked || values.code?.trim()) return checked;
    return { ...checked, fieldErrors: { ...checked.fieldErrors, code: CODE_MISSING } };
  };
  const { values, setField, onSubmit, errors, formError } = useAuthForm<SignInValues>({ email: initialEmail, password: '', code: '' }, { ...props, validate });
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-label={props.submitLabel}>
      <TextField label="Email" name="email" type="email" autoComplete="email" value={values.email} error={errors.email} onChange={(v) => setField('email', v)} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        // The address is known (signing in again): the cursor starts where typing does, in Password.
        autoFocus={Boolean(initialEmail) && !codeAsked}
        value={values.password}
        error={errors.password}
        onChange={(v) => setField('password', v)}
      />
      {codeAsked ? (
        <TextField
          label={CODE_LABEL}
          name="code"
          autoComplete="one-time-code"
          autoFocus
          hint={CODE_HINT}
          value={values.code ?? ''}
          error={errors.code}
          onChange={(v) => setField('code', v)}
        />
      ) : null}
      <FormMessage message={formError} />
      {props.children}
      <SubmitButton pending={props.pending} label={props.submitLabel} pendingLabel={props.pendingLabel} />
    </form>
  );
}

/** Full name, email, password and confirmation. Labels: "Full Name", "Email", "Password", "Confirm Password". */
export function RegisterForm(props: AuthFormProps<RegisterValues> & { nameOptional?: boolean }) {
  const { values, setField, onSubmit, errors, formError } = useAuthForm<RegisterValues>(
    { name: '', email: '', password: '', confirmPassword: '' },
    props,
  );
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-label={props.submitLabel}>
      <TextField
        label={props.nameOptional ? 'Full Name (optional)' : 'Full Name'}
        name="name"
        autoComplete="name"
        required={!props.nameOptional}
        value={values.name}
        error={errors.name}
        onChange={(v) => setField('name', v)}
      />
      <TextField label="Email" name="email" type="email" autoComplete="email" value={values.email} error={errors.email} onChange={(v) => setField('email', v)} />
      <NewPasswordFields values={values} errors={errors} setField={setField} />
      <FormMessage message={formError} />
      {props.children}
      <SubmitButton pending={props.pending} label={props.submitLabel} pendingLabel={props.pendingLabel} />
    </form>
  );
}

/** Field-by-field "required" check: the given message for every blank field. */
export function requireFields<T extends object>(values: T, messages: Partial<Record<keyof T, string>>): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const key of Object.keys(messages) as Array<keyof T>) {
    const value = values[key];
    if (typeof value !== 'string' || value.trim() === '') errors[key] = messages[key];
  }
  return errors;
}

export interface EmailValues {
  email: string;
}

/** One e-mail address (the "Forgot password?" request). */
export function EmailForm(props: AuthFormProps<EmailValues>) {
  const { values, setField, onSubmit, errors, formError } = useAuthForm<EmailValues>({ email: '' }, props);
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-label={props.submitLabel}>
      <TextField label="Email" name="email" type="email" autoComplete="email" value={values.email} error={errors.email} onChange={(v) => setField('email', v)} />
      <FormMessage message={formError} />
      {props.children}
      <SubmitButton pending={props.pending} label={props.submitLabel} pendingLabel={props.pendingLabel} />
    </form>
  );
}

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** A new password and its confirmation (the reset link's page). */
export function NewPasswordForm(props: AuthFormProps<NewPasswordValues>) {
  const { values, setField, onSubmit, errors, formError } = useAuthForm<NewPasswordValues>({ password: '', confirmPassword: '' }, props);
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-label={props.submitLabel}>
      <NewPasswordFields values={values} errors={errors} setField={setField} labels={['New Password', 'Confirm New Password']} />
      <FormMessage message={formError} />
      {props.children}
      <SubmitButton pending={props.pending} label={props.submitLabel} pendingLabel={props.pendingLabel} />
    </form>
  );
}

export interface NamedPasswordValues extends NewPasswordValues {
  name: string;
}

/** A name and a new password (an invitation's page: the invitee sets up the account). */
export function NamedPasswordForm(props: AuthFormProps<NamedPasswordValues>) {
  const { values, setField, onSubmit, errors, formError } = useAuthForm<NamedPasswordValues>({ name: '', password: '', confirmPassword: '' }, props);
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-label={props.submitLabel}>
      <TextField label="Full Name" name="name" autoComplete="name" value={values.name} error={errors.name} onChange={(v) => setField('name', v)} />
      <NewPasswordFields values={values} errors={errors} setField={setField} />
      <FormMessage message={formError} />
      {props.children}
      <SubmitButton pending={props.pending} label={props.submitLabel} pendingLabel={props.pendingLabel} />
    </form>
  );
}

export interface ChangePasswordValues extends NewPasswordValues {
  currentPassword: string;
  /** With two-step sign-in on: the authenticator app's code or a recovery code. */
  code?: string;
}

/**
 * The current password, then a new one and its confirmation (the profile's password change). With `askCode` (the account
 * has two-step sign-in on, or the server asked for it), the authenticator code after the current password as well.
 */
export function ChangePasswordForm({ askCode = false, ...props }: AuthFormProps<ChangePasswordValues> & { askCode?: boolean }) {
  const validate = (values: ChangePasswordValues): Validation<ChangePasswordValues> => {
    const checked = props.validate(values);
    if (!askCode || values.code?.trim()) return checked;
    return { ...checked, fieldErrors: { ...checked.fieldErrors, code: CODE_MISSING } };
  };
  const { values, setField, onSubmit, errors, formError } = useAuthForm<ChangePasswordValues>({ currentPassword: '', code: '', password: '', confirmPassword: '' }, { ...props, validate });
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-label={props.submitLabel}>
      <TextField
        label="Current Password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        error={errors.currentPassword}
        onChange={(v) => setField('currentPassword', v)}
      />
      {askCode ? (
        <TextField label={CODE_LABEL} name="code" autoComplete="one-time-code" hint={CODE_HINT} value={values.code ?? ''} error={errors.code} onChange={(v) => setField('code', v)} />
      ) : null}
      <NewPasswordFields values={values} errors={errors} setField={setField} labels={['New Password', 'Confirm New Password']} />
      <FormMessage message={formError} />
      {props.children}
      <SubmitButton pending={props.pending} label={props.submitLabel} pendingLabel={props.pendingLabel} />
    </form>
  );
}
