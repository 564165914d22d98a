import { Lock, Globe } from 'lucide-react';
import { LabelledSwitch } from '../../../components/ui/switch';

/** The private/public switch of an entry, with a line saying what the current choice means. */
export function PrivacySwitch({ value, onChange, disabled }: { value: boolean; onChange: (isPrivate: boolean) => void; disabled?: boolean }) {
  return (
    <LabelledSwitch
      label="Private entry"
      checked={value}
      onCheckedChange={onChange}
      disabled={disabled}
      hint={
        <>
          {value ? <Lock aria-hidden="true" className="size-4" /> : <Globe aria-hidden="true" className="size-4" />}
          {value ? 'Marked private: kept to yourself.' : 'Not marked private.'}
        </>
      }
    />
  );
}
