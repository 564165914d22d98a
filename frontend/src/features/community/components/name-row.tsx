import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useUnsavedChanges } from '../../../components/ui/guarded-dialog';
import { RowFormActions } from './row-form-actions';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { focusAfterChange } from '../../../lib/focus-after-change';
import { useChangeName } from '../members-api';
import type { Profile } from '../member-shapes';

/**
 * The account's name, with 'Change' to edit it in place (PATCH /api/community/profile { name }). A changed name not yet
 * saved is unsaved work for the guard around the account's rows (profile-page.tsx): leaving the page asks first.
 */
export function NameRow({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string>();
  const change = useChangeName();
  const changeButton = useRef<HTMLButtonElement>(null);
  useUnsavedChanges(editing && value.trim() !== (profile.name ?? '').trim());
  // Save or Cancel: the form gives way to the name, and focus goes back to its Change button.
  const close = () => {
    setEditing(false);
    focusAfterChange(() => changeButton.current);
  };
  const open = () => {
    setValue(profile.name ?? '');
    setProblem(undefined);
    setEditing(true);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const name = value.trim();
    if (!name) return setProblem('Please enter your name');
    if (name.length > 100) return setProblem('Name must be at most 100 characters');
    change.mutate(name, {
      onSuccess: () => {
        close();
        toast({ title: 'Name Updated', description: `You now go by ${name}.` });
      },
      onError: (error) => setProblem(errorMessage(error, 'Please try again.')),
    });
  };
  if (!editing) {
    return (
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="break-words">{profile.name?.trim() || 'Not given'}</span>
        <Button ref={changeButton} variant="link" onClick={open} aria-label="Change your name">
          Change
        </Button>
      </span>
    );
  }
  return (
    <form onSubmit={save} noValidate className="space-y-3" aria-label="Change your name">
      <Field label="Your name" error={problem} required>
        {(control) => (
          <Input {...control} autoFocus autoComplete="name" maxLength={100} value={value} onChange={(event) => (setValue(event.target.value), setProblem(undefined))} />
        )}
      </Field>
      <RowFormActions pending={change.isPending} saveLabel="Save Name" onCancel={close} />
    </form>
  );
}
