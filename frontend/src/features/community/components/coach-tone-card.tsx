import { MessageCircleHeart } from 'lucide-react';
import { useId, useState } from 'react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { toneChangedText } from '../coach-tone-text';
import { useCoachTone } from '../members-api';
import type { CoachTone, Profile } from '../member-shapes';
import { PROFILE_HEADINGS } from '../profile-sections';

export const COACH_TONES: ReadonlyArray<{ value: CoachTone; label: string; explanation: string }> = [
  { value: 'direct', label: 'Direct', explanation: 'Short and to the point: what went well, what to change and the next step, without padding.' },
  { value: 'encouraging', label: 'Encouraging', explanation: 'Warm and supportive: notices your progress and helps you keep going when training is hard.' },
  { value: 'analytical', label: 'Analytical', explanation: 'Numbers and patterns first: compares your sessions over the weeks and explains the reasons behind each suggestion.' },
];

/**
 * The coach's tone: three choices, each explained; saved at once (PATCH /api/community/profile). Arrowing through the
 * radios saves each choice in turn; only the last one's outcome is toasted (react-query calls the callbacks given to
 * `mutate` for the latest call only).
 */
export function CoachToneCard({ profile }: { profile: Profile }) {
  const name = useId();
  const update = useCoachTone();
  // The choice shows at once (a controlled radio must not wait for the request) and goes back if it fails.
  const [chosen, setChosen] = useState<CoachTone | null>(null);
  const current = chosen ?? profile.coach_tone ?? 'encouraging';
  const choose = (tone: CoachTone) => {
    if (tone === current) return;
    setChosen(tone);
    update.mutate(tone, {
      onSuccess: () => toast({ title: 'Coach Tone Updated', description: toneChangedText(tone) }),
      onError: (error) => {
        setChosen(null);
        toast({ title: 'Update Failed', description: errorMessage(error, 'Failed to update your coach tone. Please try again.'), variant: 'destructive' });
      },
    });
  };
  return (
    <Card>
      <CardHeader>
        <h3 id={PROFILE_HEADINGS.coachTone} className="flex items-center gap-2 text-2xl">
          <MessageCircleHeart aria-hidden="true" className="size-6 text-accent" />
          Coach tone
        </h3>
        <p className="text-base text-muted">How your coach writes its replies to your journal. You can change it at any time.</p>
      </CardHeader>
      <CardContent>
        {/* Never disabled while a choice is saved: that dropped the focus of a reader arrowing through the radios. The
            saves run one after the other (useCoachTone), so the last choice is the one kept. */}
        <fieldset className="grid gap-3 md:grid-cols-3" aria-busy={update.isPending}>
          <legend className="sr-only">Coach tone</legend>
          {COACH_TONES.map((tone) => {
            const checked = current === tone.value;
            return (
              <label
                key={tone.value}
                className={cn(
                  'flex cursor-pointer gap-3 rounded-lg border-2 p-4 hover:border-accent',
                  checked ? 'border-accent bg-accent-soft' : 'border-line bg-surface',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={tone.value}
                  checked={checked}
                  onChange={() => choose(tone.value)}
                  aria-labelledby={`${name}-${tone.value}-label`}
                  aria-describedby={`${name}-${tone.value}`}
                  className="mt-1 size-5 shrink-0 accent-[var(--color-accent)]"
                />
                <span className="min-w-0 space-y-1">
                  <span id={`${name}-${tone.value}-label`} className="block text-lg font-semibold">
                    {tone.label}
                  </span>
                  <span id={`${name}-${tone.value}`} className="block text-base text-muted">
                    {tone.explanation}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
      </CardContent>
    </Card>
  );
}
