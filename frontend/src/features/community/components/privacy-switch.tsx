import { Bot, Lock } from 'lucide-react';
import { LabelledSwitch } from '../../../components/ui/switch';

/**
 * The private switch of an entry, with a line saying what the current choice means: only the member ever sees an entry
 * (and its photo); a private one is also never sent to the AI model, and its coach reply is written from rules.
 */
export function PrivacySwitch({ value, onChange, disabled }: { value: boolean; onChange: (isPrivate: boolean) => void; disabled?: boolean }) {
  return (
    <LabelledSwitch
      label="Private entry"
      checked={value}
      onCheckedChange={onChange}
      disabled={disabled}
      hint={
        <>
          {value ? <Lock aria-hidden="true" className="size-4" /> : <Bot aria-hidden="true" className="size-4" />}
          {value ? 'Private: only you see it, and it is never sent to the AI coach.' : 'Only you see it; the AI coach reads it to reply.'}
        </>
      }
    />
  );
}
