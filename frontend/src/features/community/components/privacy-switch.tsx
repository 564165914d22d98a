import { Lock, Globe } from 'lucide-react';
import { useId } from 'react';
import { Switch } from '../../../components/ui/switch';

/** The private/public switch of an entry, with a line saying what the current choice means. */
export function PrivacySwitch({ value, onChange, disabled }: { value: boolean; onChange: (isPrivate: boolean) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="flex items-start gap-4">
      <Switch id={id} checked={value} onCheckedChange={onChange} disabled={disabled} aria-describedby={`${id}-hint`} className="mt-0.5" />
      <div>
        <label htmlFor={id} className="cursor-pointer text-base font-semibold text-ink">
          Private entry
        </label>
        <p id={`${id}-hint`} className="flex items-center gap-1.5 text-base text-muted">
          {value ? <Lock aria-hidden="true" className="size-4" /> : <Globe aria-hidden="true" className="size-4" />}
          {value ? 'Marked private: kept to yourself.' : 'Not marked private.'}
        </p>
      </div>
    </div>
  );
}
