import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, Download, KeyRound, ShieldCheck } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CODE_HINT, CODE_LABEL } from '../../../components/auth/auth-forms';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field, FormMessage } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage, errorReason } from '../../../lib/api';
import { answer, api } from '../../../lib/api-client';
import { focusAfterChange } from '../../../lib/focus-after-change';
import { formatLongDate } from '../../../lib/format';
import { saveFile } from '../../../lib/save-file';
import { readAgain } from '../../../lib/read-again';
import { TWO_STEP_KEY, useTwoStepStatus } from '../members-api';
import { PROFILE_HEADINGS } from '../profile-sections';

type Setup = { secret: string; qr_svg: string; email_code_sent_to: string | null };
const PASSWORD_FIELD: StepField = { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' };
type Flow = 'turn-on' | 'turn-off' | 'new-codes';

/**
 * 'Two-step sign-in': an authenticator app's code asked after the password (members and staff). Turning it on takes the
 * password, a scan of the QR code and the app's first code (and, for an address not proved to be theirs, the code mailed to
 * it), then shows ten recovery codes once; turning it off and new recovery codes take the password and the app's code
 * (or a recovery code) again.
 */
export function TwoStepCard() {
  const status = useTwoStepStatus();
  const [flow, setFlow] = useState<Flow | null>(null);
  const on = status.data?.enabled === true;
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that opened the dialog may be gone when it closes (Turn On gives way to Turn Off): focus goes to the
  // card's heading then, not to the page's body.
  const close = () => {
    setFlow(null);
    focusAfterChange(() => heading.current);
  };
  return (
    <Card>
      <CardHeader>
        <h3 id={PROFILE_HEADINGS.twoStep} ref={heading} tabIndex={-1} className="flex flex-wrap items-center gap-3 text-2xl focus:outline-none">
          <ShieldCheck aria-hidden="true" className="size-6 text-accent" />
          Two-step sign-in
          {status.data ? <Badge tone={on ? 'success' : 'neutral'}>{on ? 'On' : 'Off'}</Badge> : null}
        </h3>
      </CardHeader>
      <CardContent className="space-y-4">
        {on ? (
          <p className="max-w-reading text-lg">
            On since {formatLongDate(status.data!.enabled_at!)}. Signing in asks for the code from your authenticator app after
            your password. {recoveryLeft(status.data!.recovery_codes_left)}
          </p>
        ) : (
          <p className="max-w-reading text-lg">
            Keep your account safe even if someone learns your password: signing in will also ask for a code from an
            authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password and others).
          </p>
        )}
        {status.isError ? <FormMessage message="Could not check two-step sign-in. Please reload the page." /> : null}
        <div className="flex flex-wrap gap-3">
          {on ? (
            <>
              <Button variant="secondary" onClick={() => setFlow('new-codes')}>
                <KeyRound aria-hidden="true" />
                New Recovery Codes
              </Button>
              <Button variant="secondary" onClick={() => setFlow('turn-off')}>
                Turn Off
              </Button>
            </>
          ) : (
            <Button onClick={() => setFlow('turn-on')} disabled={!status.data}>
              <ShieldCheck aria-hidden="true" />
              Turn On Two-Step Sign-In
            </Button>
          )}
        </div>
      </CardContent>
      {flow ? <TwoStepDialog flow={flow} onClose={close} /> : null}
    </Card>
  );
}

function recoveryLeft(left: number): string {
  if (left === 0) return 'You have no recovery codes left: make new ones.';
  return `${left} recovery ${left === 1 ? 'code is' : 'codes are'} left.`;
}

const TITLES: Record<Flow, string> = {
  'turn-on': 'Turn on two-step sign-in',
  'turn-off': 'Turn off two-step sign-in?',
  'new-codes': 'New recovery codes',
};

/**
 * The dialog of one flow; it closes itself when done, refreshing the card. Turned on, it shows the recovery codes with
 * focus on their title, and says 'Two-Step Sign-In Turned On' as it closes: a toast as the codes appeared covered their
 * title on a phone, at the moment the member has to read it.
 */
function TwoStepDialog({ flow, onClose }: { flow: Flow; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<Setup>();
  const [codes, setCodes] = useState<string[]>();
  /** The toast's description once turned on, shown when the dialog closes. */
  const [turnedOn, setTurnedOn] = useState<string>();
  const title = useRef<HTMLHeadingElement>(null);
  const refresh = () => void readAgain(queryClient, TWO_STEP_KEY);
  const showCodes = (recoveryCodes: string[]) => {
    setCodes(recoveryCodes);
    // The button pressed has gone: focus on the codes' title, read from there.
    focusAfterChange(() => title.current);
  };
  const close = () => {
    if (turnedOn) toast({ title: 'Two-Step Sign-In Turned On', description: turnedOn });
    onClose();
  };

  const withPassword = useMutation({
    mutationFn: async ({ password, code = '' }: { password: string; code?: string }) => {
      if (flow === 'turn-on') return { setup: await answer(api.POST('/api/community/auth/two-factor/setup', { body: { password } })) };
      if (flow === 'new-codes') return { codes: (await answer(api.POST('/api/community/auth/two-factor/recovery-codes', { body: { password, code } }))).recovery_codes };
      await answer(api.POST('/api/community/auth/two-factor/disable', { body: { password, code } }));
      return {};
    },
    onSuccess: (result) => {
      if (result.setup) return setSetup(result.setup);
      if (result.codes) return (showCodes(result.codes), refresh());
      refresh();
      toast({ title: 'Two-Step Sign-In Turned Off', description: 'Signing in now asks for your password only.' });
      onClose();
    },
  });
  const enable = useMutation({
    mutationFn: (body: { code: string; email_code?: string }) => answer(api.POST('/api/community/auth/two-factor/enable', { body })),
    onSuccess: (result) => {
      showCodes(result.recovery_codes);
      refresh();
      setTurnedOn(result.ended ? 'Your other browsers and devices were signed out: sign in there with a code.' : 'Signing in now asks for a code after your password.');
    },
  });
  const busy = withPassword.isPending || enable.isPending;

  let body: ReactNode;
  if (codes) body = <RecoveryCodes codes={codes} onDone={close} />;
  else if (setup) body = <ScanStep setup={setup} pending={enable.isPending} error={enable.error} onCodes={(codes) => enable.mutate(codes)} onCancel={onClose} />;
  else body = <PasswordStep flow={flow} pending={withPassword.isPending} error={withPassword.error} onValues={(values) => withPassword.mutate(values)} onCancel={onClose} />;

  return (
    <Dialog open onOpenChange={(open) => (!open && !busy ? close() : undefined)}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle ref={title} tabIndex={-1} className="focus:outline-none">
            {codes ? 'Save your recovery codes' : TITLES[flow]}
          </DialogTitle>
          <DialogDescription className="text-lg text-ink">
            {codes
              ? `${turnedOn ? 'Two-step sign-in is on. ' : ''}Each code signs you in once without your phone. Keep them somewhere safe, away from your phone: they are shown only now.`
              : setup
                ? 'Scan the QR code with your authenticator app, then enter the 6-digit code it shows.'
                : flow === 'turn-on'
                  ? 'Enter your password to continue.'
                  : 'Enter your password and the code your authenticator app shows now to continue.'}
          </DialogDescription>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  );
}

interface StepField {
  name: string;
  label: string;
  hint?: string;
  type?: string;
  autoComplete: string;
  /** Digits only (a phone shows its number pad). */
  numeric?: boolean;
}

/**
 * The inputs of one step and its buttons, submitted with Enter: each must be filled in; the server's refusal shows under
 * the field it names (`fieldOf`, by the answer's reason), else under the first.
 */
function StepForm(props: { fields: StepField[]; submit: string; pending: boolean; error: unknown; fieldOf?: (error: unknown) => string; danger?: boolean; onValues: (values: Record<string, string>) => void; onCancel: () => void }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [empty, setEmpty] = useState<string>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing = props.fields.find((field) => !(values[field.name] ?? '').trim());
    if (missing) return setEmpty(missing.name);
    props.onValues(Object.fromEntries(props.fields.map((field) => [field.name, field.type === 'password' ? values[field.name] : values[field.name].trim()])));
  };
  const refused = props.error ? (props.fieldOf?.(props.error) ?? props.fields[0].name) : undefined;
  const errorOf = (field: StepField) => {
    if (empty) return empty === field.name ? `Please enter your ${field.label.toLowerCase()}` : undefined;
    return refused === field.name ? errorMessage(props.error, 'Please try again.') : undefined;
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {props.fields.map((field, index) => (
        <Field key={field.name} label={field.label} hint={field.hint} error={errorOf(field)} required>
          {(control) => (
            <Input
              {...control}
              autoFocus={index === 0}
              name={field.name}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              inputMode={field.numeric ? 'numeric' : undefined}
              value={values[field.name] ?? ''}
              onChange={(event) => (setValues((before) => ({ ...before, [field.name]: event.target.value })), setEmpty(undefined))}
            />
          )}
        </Field>
      ))}
      <DialogFooter>
        <Button variant="secondary" onClick={props.onCancel} busy={props.pending}>
          Cancel
        </Button>
        <Button type="submit" variant={props.danger ? 'danger' : 'primary'} busy={props.pending}>
          {props.pending ? 'Please wait...' : props.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}

const SUBMITS: Record<Flow, string> = { 'turn-on': 'Continue', 'turn-off': 'Turn Off', 'new-codes': 'Make New Codes' };

/** What turning it off and new recovery codes ask beside the password: the app's code now, or a recovery code (a lost phone). */
const CODE_FIELD: StepField = { name: 'code', label: CODE_LABEL, hint: CODE_HINT, autoComplete: 'one-time-code' };

function PasswordStep({ flow, pending, error, onValues, onCancel }: { flow: Flow; pending: boolean; error: unknown; onValues: (values: { password: string; code?: string }) => void; onCancel: () => void }) {
  return (
    <div className="space-y-4">
      {flow === 'new-codes' ? <p className="text-lg">Your old recovery codes will stop working.</p> : null}
      {flow === 'turn-off' ? <p className="text-lg">Signing in will ask for your password only.</p> : null}
      <StepForm
        fields={flow === 'turn-on' ? [PASSWORD_FIELD] : [PASSWORD_FIELD, CODE_FIELD]}
        submit={SUBMITS[flow]}
        danger={flow === 'turn-off'}
        pending={pending}
        error={error}
        fieldOf={(refusal) => (errorReason(refusal)?.startsWith('two_factor') ? 'code' : 'password')}
        onValues={(values) => onValues({ password: values.password, ...(values.code === undefined ? {} : { code: values.code }) })}
        onCancel={onCancel}
      />
    </div>
  );
}

function ScanStep({ setup, pending, error, onCodes, onCancel }: { setup: Setup; pending: boolean; error: unknown; onCodes: (codes: { code: string; email_code?: string }) => void; onCancel: () => void }) {
  const fields: StepField[] = [{ name: 'code', label: 'Authentication code', hint: 'The 6-digit code your app shows for Flying@50.', autoComplete: 'one-time-code', numeric: true }];
  const address = setup.email_code_sent_to;
  if (address) fields.push({ name: 'email_code', label: 'Code from your email', hint: `The 8-digit code we have sent to ${address}.`, autoComplete: 'off', numeric: true });
  return (
    <div className="space-y-4">
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
        alt="QR code to scan with your authenticator app"
        width={200}
        height={200}
        className="mx-auto rounded-md border border-line bg-white"
      />
      <div className="space-y-1">
        <p className="text-base text-muted">Cannot scan? Enter this key in the app instead:</p>
        <p className="rounded-md bg-sunken px-3 py-2 font-mono text-lg tracking-wider">
          {setup.secret.match(/.{1,4}/g)!.join(' ')}
        </p>
      </div>
      {address ? (
        <p className="text-lg">
          To show that your address is yours, we have also sent a code to {address}: two-step sign-in can be turned on only by the
          person who reads that address.
        </p>
      ) : null}
      <StepForm
        fields={fields}
        submit="Turn On"
        pending={pending}
        error={error}
        fieldOf={(refusal) => (errorReason(refusal) === 'email_code_invalid' ? 'email_code' : 'code')}
        onValues={(values) => onCodes({ code: values.code, ...(address ? { email_code: values.email_code } : {}) })}
        onCancel={onCancel}
      />
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Flying@50 recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  return (
    <div className="space-y-4">
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-md bg-sunken p-4 font-mono text-lg">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => saveFile(new Blob([text], { type: 'text/plain' }), 'flying50-recovery-codes.txt')}>
          <Download aria-hidden="true" />
          Download
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            navigator.clipboard.writeText(text).then(
              () => toast({ title: 'Copied', description: 'The recovery codes are on your clipboard.' }),
              () => toast({ title: 'Copy Failed', description: 'Select the codes and copy them instead.', variant: 'destructive' }),
            )
          }
        >
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
      <DialogFooter>
        <Button onClick={onDone}>I Have Saved Them</Button>
      </DialogFooter>
    </div>
  );
}
