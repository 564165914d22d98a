import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

/** The attributes a form control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

export interface FieldProps {
  label: string;
  /** Shown under the label in quieter text. */
  hint?: string;
  /** Shown under the control, and announced when it changes: what the value typed will mean. */
  note?: ReactNode;
  /** Shown under the control in red; also marks the control aria-invalid. */
  error?: string;
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form control with optional hint and inline error text. The error line is a live
 * region, so a screen reader announces the message when it appears.
 */
export function Field({ label, hint, note, error, required, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', note ? noteId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {/* The control and its error line are one last child: the spacing goes between the label, hint and control only,
          so without an error nothing is left under the control (a field beside a select and a button lines up). */}
      <div>
        {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': required })}
        {note !== undefined ? (
          <div id={noteId} aria-live="polite" className="mt-2 text-base">
            {note}
          </div>
        ) : null}
        <p id={errorId} aria-live="polite" className={cn('text-sm font-semibold text-danger', error ? 'mt-2' : 'sr-only')}>
          {error ?? ''}
        </p>
      </div>
    </div>
  );
}

/** A form-level message (e.g. "Please fill in all fields"), announced when it appears. */
export function FormMessage({ message, className, id }: { message?: string; className?: string; id?: string }) {
  return (
    <div aria-live="assertive" className={className}>
      {message ? (
        <p id={id} className="rounded-md border border-danger bg-danger-soft px-4 py-3 text-base font-semibold text-danger">
          {message}
        </p>
      ) : null}
    </div>
  );
}
