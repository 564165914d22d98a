import { Sparkles } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { errorStatus } from '../../lib/api';
import type { Theme } from '../../lib/themes';
import { GenerationProgressPanel } from '../generator/generation-progress';
import type { GenerationProgress } from '../generator/generator-api';
import { generationFailure } from './premium-api';
import type { GenerateRequest, PremiumRun } from './use-premium-run';
import { themeWeek, TOPIC_REQUIRED } from './premium-library';

export interface PremiumGenerateDialogProps {
  theme: Theme | null;
  /** The theme already has articles: the button reads 'Generate New' and sends forceCreate true. */
  hasItems: boolean;
  run: PremiumRun | null;
  progress: GenerationProgress | null | undefined;
  onGenerate: (request: GenerateRequest) => void;
  onOpenChange: (open: boolean) => void;
}

function GenerateForm({ theme, hasItems, run, progress, onGenerate }: Omit<PremiumGenerateDialogProps, 'theme' | 'onOpenChange'> & { theme: Theme }) {
  const [topic, setTopic] = useState('');
  const [touched, setTouched] = useState(false);
  const [advanced, setAdvanced] = useState(false);
  const [customPrompt, setCustomPrompt] = useState('');
  const advancedId = useId();
  const mine = run?.theme.slug === theme.slug ? run : null;
  const pending = Boolean(mine?.pending);
  const busyElsewhere = Boolean(run?.pending && !mine);
  const blank = !topic.trim();
  const label = hasItems ? 'Generate New' : 'Generate Content';

  const submit = (forceCreate: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    setTouched(true);
    if (blank || run?.pending) return;
    onGenerate({ topic: topic.trim(), customPrompt: advanced ? customPrompt.trim() : '', forceCreate });
  };

  const failed = mine && !mine.pending && mine.error ? mine : null;
  const alreadyHasContent = failed && errorStatus(failed.error) === 409 && !failed.forceCreate;

  return (
    <form onSubmit={submit(hasItems)} noValidate className="space-y-5" aria-busy={pending}>
      <Field label="Topic" required error={touched && blank ? TOPIC_REQUIRED : undefined}>
        {(control) => (
          <Input
            {...control}
            value={topic}
            onChange={(event) => setTopic(event.target.value)}
            onBlur={() => setTouched(true)}
            placeholder="e.g. Building a stronger core for open-water swimming"
            disabled={pending}
            autoComplete="off"
          />
        )}
      </Field>

      <div className="flex min-h-11 items-center gap-3">
        <Checkbox id={advancedId} checked={advanced} onCheckedChange={(checked) => setAdvanced(checked === true)} disabled={pending} />
        <Label htmlFor={advancedId} className="cursor-pointer">
          Advanced Options
        </Label>
      </div>
      {advanced ? (
        <Field
          label="Custom AI Prompt (Optional)"
          hint="Leave empty to use the default premium brief. A custom prompt overrides the system prompt for this generation."
        >
          {(control) => (
            <Textarea {...control} rows={4} value={customPrompt} onChange={(event) => setCustomPrompt(event.target.value)} disabled={pending} className="min-h-0" />
          )}
        </Field>
      ) : null}

      {failed ? (
        <div role="alert" className="space-y-3 rounded-lg border border-danger bg-danger-soft p-5">
          <p className="text-lg font-semibold text-danger">Failed to generate premium content for {theme.title}. Please try again.</p>
          <p className="text-base text-ink">{generationFailure(failed.error)}</p>
          {alreadyHasContent ? (
            <Button variant="secondary" onClick={() => submit(true)()} disabled={blank}>
              Generate New anyway
            </Button>
          ) : null}
        </div>
      ) : null}

      {busyElsewhere ? (
        <p className="text-base text-muted">Premium content for {run?.theme.title} is being generated. Start this one when it has finished.</p>
      ) : null}

      <Button type="submit" size="lg" className="w-full" disabled={blank || Boolean(run?.pending)}>
        <Sparkles aria-hidden="true" />
        {pending ? 'Generating (~2 mins)...' : label}
      </Button>

      {pending && mine ? <GenerationProgressPanel progress={progress} startedAt={mine.startedAt} /> : null}
    </form>
  );
}

/** Generate premium content for a theme: topic, optional custom prompt, and the live progress. */
export function PremiumGenerateDialog({ theme, onOpenChange, ...props }: PremiumGenerateDialogProps) {
  return (
    <Dialog open={theme !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        {theme ? (
          <>
            <DialogHeader>
              <p className="kicker">Premium · Week {themeWeek(theme)}</p>
              <DialogTitle>
                {props.hasItems ? 'Generate New' : 'Generate Content'}: {theme.title}
              </DialogTitle>
              <DialogDescription>
                A premium coaching roadmap of ten numbered cards for members, with headlines, summaries and three real-life photos.
                The admin generation takes about 1-2 minutes; you can close this window while it works.
              </DialogDescription>
            </DialogHeader>
            <GenerateForm key={theme.slug} theme={theme} {...props} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
