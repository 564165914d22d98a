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
          {/* shrink-0: where the line wraps (a phone) the icon keeps its 16 px instead of being squeezed to 12 px beside it. */}
          {value ? <Lock aria-hidden="true" className="mt-[calc((1lh_-_1rem)/2)] size-4 shrink-0" /> : <Bot aria-hidden="true" className="mt-[calc((1lh_-_1rem)/2)] size-4 shrink-0" />}
          {value ? 'Private: only you see it, and it is never sent to the AI coach.' : 'Only you see it; the AI coach reads it to reply.'}
        </>
      }
    />
  );
}
