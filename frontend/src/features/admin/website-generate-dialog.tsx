import { Sparkles } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { errorMessage } from '../../lib/api';
import type { Theme } from '../../lib/themes';
import { GenerationProgressPanel } from '../generator/generation-progress';
import { GENERATION_FALLBACK, type GenerationProgress } from '../generator/generator-api';
import { themeWeek, TOPIC_REQUIRED } from './premium-library';
import type { WebsiteRun } from './website-run';

export interface WebsiteGenerateDialogProps {
  theme: Theme | null;
  run: WebsiteRun | null;
  progress: GenerationProgress | null | undefined;
  onGenerate: (topic: string, customPrompt: string) => void;
  onOpenChange: (open: boolean) => void;
}

function GenerateForm({ theme, run, progress, onGenerate }: Omit<WebsiteGenerateDialogProps, 'theme' | 'onOpenChange'> & { theme: Theme }) {
  const [topic, setTopic] = useState('');
  const [touched, setTouched] = useState(false);
  const [advanced, setAdvanced] = useState(false);
  const [customPrompt, setCustomPrompt] = useState('');
  const advancedId = useId();
  const mine = run?.theme.slug === theme.slug ? run : null;
  const pending = Boolean(mine?.pending);
  const blank = !topic.trim();
  const failed = mine && !mine.pending && mine.error ? mine : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (blank || run?.pending) return;
    onGenerate(topic.trim(), advanced ? customPrompt.trim() : '');
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-busy={pending}>
      <Field label="Topic" required error={touched && blank ? TOPIC_REQUIRED : undefined}>
        {(control) => (
          <Input
            {...control}
            value={topic}
            onChange={(event) => setTopic(event.target.value)}
            onBlur={() => setTouched(true)}
            placeholder="e.g. Hill repeats for runners over 50"
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
        <Field label="Custom AI Prompt (Optional)" hint="Leave empty to use the default website brief. A custom prompt overrides the system prompt for this generation.">
          {(control) => (
            <Textarea {...control} rows={4} value={customPrompt} onChange={(event) => setCustomPrompt(event.target.value)} disabled={pending} className="min-h-0" />
          )}
        </Field>
      ) : null}
      {failed ? (
        <div role="alert" className="space-y-3 rounded-lg border border-danger bg-danger-soft p-5">
          <p className="text-lg font-semibold text-danger">Failed to generate website content for {theme.title}. Please try again.</p>
          <p className="text-base text-ink">{errorMessage(failed.error, GENERATION_FALLBACK)}</p>
        </div>
      ) : null}
      {run?.pending && !mine ? (
        <p className="text-base text-muted">Website content for {run.theme.title} is being generated. Start this one when it has finished.</p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={blank || Boolean(run?.pending)}>
        <Sparkles aria-hidden="true" />
        {pending ? 'Generating (~2 mins)...' : 'Generate New'}
      </Button>
      {pending && mine ? (
        <p className="text-base">
          <span className="font-semibold">Generating: </span>
          {mine.topic}
        </p>
      ) : null}
      {pending && mine ? <GenerationProgressPanel progress={progress} startedAt={mine.startedAt} /> : null}
    </form>
  );
}

/** Generate a website article for a theme: topic, optional custom prompt, and the live progress. */
export function WebsiteGenerateDialog({ theme, onOpenChange, ...props }: WebsiteGenerateDialogProps) {
  return (
    <Dialog open={theme !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        {theme ? (
          <>
            <DialogHeader>
              <p className="kicker">Website · Week {themeWeek(theme)}</p>
              <DialogTitle>Generate New: {theme.title}</DialogTitle>
              <DialogDescription>
                A public magazine article of 800-1200 words, saved as a draft. The admin generation takes about 1-2 minutes; you can
                close this window while it works.
              </DialogDescription>
            </DialogHeader>
            <GenerateForm key={theme.slug} theme={theme} {...props} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
