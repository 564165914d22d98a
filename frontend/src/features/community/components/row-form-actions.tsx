import { Button } from '../../../components/ui/button';

/** The Save and Cancel of a profile row opened for a change (name, time zone); both wait while the save is on its way. */
export function RowFormActions({ pending, saveLabel, onCancel }: { pending: boolean; saveLabel: string; onCancel: () => void }) {
  return (
    <span className="flex flex-wrap gap-2">
      <Button type="submit" size="sm" busy={pending}>
        {pending ? 'Saving…' : saveLabel}
      </Button>
      <Button variant="secondary" size="sm" onClick={onCancel} busy={pending}>
        Cancel
      </Button>
    </span>
  );
}
