import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useUnsavedChanges } from '../../../components/ui/guarded-dialog';
import { RowFormActions } from './row-form-actions';
import { NativeSelect } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { focusAfterChange } from '../../../lib/focus-after-change';
import { browserTimeZone, timeZoneChoices, timeZoneLabel } from '../../../lib/time-zone';
import { useChangeTimeZone } from '../members-api';
import type { Profile } from '../member-shapes';

/**
 * The time zone the member's days and weeks are counted in (momentum, streaks, weekly summaries), with 'Change' to pick
 * another (PATCH /api/community/profile { time_zone }); offers this device's zone when it differs. Another zone chosen
 * and not saved is unsaved work (profile-page.tsx's guard).
 */
export function TimeZoneRow({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(profile.time_zone);
  const [problem, setProblem] = useState<string>();
  const change = useChangeTimeZone();
  const device = browserTimeZone();
  const changeButton = useRef<HTMLButtonElement>(null);
  useUnsavedChanges(editing && value !== profile.time_zone);
  // Save or Cancel: the form gives way to the zone, and focus goes back to its Change button.
  const close = () => {
    setEditing(false);
    focusAfterChange(() => changeButton.current);
  };
  const save = (zone: string) =>
    change.mutate(zone, {
      onSuccess: () => {
        close();
        toast({ title: 'Time Zone Updated', description: `Your days and weeks now follow ${timeZoneLabel(zone)}.` });
      },
      onError: (error) => {
        setProblem(errorMessage(error, 'Please try again.'));
        setEditing(true);
      },
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(value);
  };
  if (!editing) {
    return (
      <span className="flex flex-col gap-1">
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>{timeZoneLabel(profile.time_zone)}</span>
          <Button
            ref={changeButton}
            variant="link"
            onClick={() => (setValue(profile.time_zone), setProblem(undefined), setEditing(true))}
            aria-label="Change your time zone"
          >
            Change
          </Button>
        </span>
        {device !== profile.time_zone ? (
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span>This device is set to {timeZoneLabel(device)}.</span>
            <Button variant="link" onClick={() => save(device)} busy={change.isPending}>
              Use {timeZoneLabel(device)}
            </Button>
          </span>
        ) : null}
      </span>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Change your time zone">
      <Field label="Your time zone" hint="Your days and weeks (Sunday to Saturday) are counted in it: momentum, streaks and weekly summaries." error={problem}>
        {(control) => (
          <NativeSelect {...control} autoFocus value={value} onChange={(event) => (setValue(event.target.value), setProblem(undefined))}>
            {timeZoneChoices(profile.time_zone).map((zone) => (
              // The IANA name itself ('Europe/London'): typing it in the closed list picks it (the list's typeahead).
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <RowFormActions pending={change.isPending} saveLabel="Save Time Zone" onCancel={close} />
    </form>
  );
}
