import { Sparkles } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { GuardedDialog, useUnsavedChanges } from '../../components/ui/guarded-dialog';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { errorStatus } from '../../lib/api';
import type { Theme } from '../../lib/themes';
import { GenerationProgressPanel } from '../generator/generation-progress';
import { themeGenerationFailure, type GenerationProgress } from '../generator/generator-api';
import { GenerationFailure } from '../generator/generation-failure';
import { themeWeek, TOPIC_REQUIRED } from './premium/premium-library';
import { BusyElsewhereNote } from './theme-card-parts';
import type { GenerateRequest, GenerationRun } from './use-generation-run';

/** What differs between the premium and the website generation (docs/product.md#premium-articles, #website-articles). */
const KINDS = {
  premium: {
    label: 'Premium',
    /** Shown in full under the Topic label (a placeholder was cut at 390 px, and went as soon as one typed). */
    example: 'For example: Building a stronger core for open-water swimming',
    description:
      'A premium coaching roadmap of ten numbered cards for members, with headlines, summaries and three real-life photos. The admin generation takes about 1-2 minutes; you can close this window while it works.',
    /** 'Generate Content' on an empty theme, 'Generate New' (forceCreate) once it has articles; a 409 offers 'Generate New anyway'. */
    forceCreate: true,
    /** The running topic is shown under the button. */
    showTopic: false,
    /** Said plainly before anything is generated (docs/product.md#premium-articles). */
    notice: 'The new article is published to Premium members as soon as it is ready. To hide it, open it in the editor and choose Unpublish.',
  },
  website: {
    label: 'Website',
    example: 'For example: Hill repeats for runners over 50',
    description:
      'A public magazine article of 800-1200 words, saved as a draft. The admin generation takes about 1-2 minutes; you can close this window while it works.',
    forceCreate: false,
    showTopic: true,
    notice: null,
  },
} as const;

export type GenerationKind = keyof typeof KINDS;

export interface GenerateDialogProps {
  kind: GenerationKind;
  theme: Theme | null;
  /** Premium: the theme already has articles, so the button reads 'Generate New' and sends forceCreate true. */
  hasItems?: boolean;
  run: GenerationRun | null;
  progress: GenerationProgress | null | undefined;
  onGenerate: (request: GenerateRequest) => void;
  onOpenChange: (open: boolean) => void;
}

/** The button's (and the title's) words: premium themes without articles 'Generate Content', else 'Generate New'. */
function generateLabel(kind: GenerationKind, hasItems: boolean | undefined): string {
  return KINDS[kind].forceCreate && !hasItems ? 'Generate Content' : 'Generate New';
}

function GenerateForm({ kind, theme, hasItems, run, progress, onGenerate }: Omit<GenerateDialogProps, 'theme' | 'onOpenChange'> & { theme: Theme }) {
  const texts = KINDS[kind];
  const [topic, setTopic] = useState('');
  const [touched, setTouched] = useState(false);
  const [advanced, setAdvanced] = useState(false);
  const [customPrompt, setCustomPrompt] = useState('');
  const advancedId = useId();
  // What was last sent to be generated: typed words not sent yet are unsaved work (closing asks first).
  const [sent, setSent] = useState<string | null>(null);
  const typed = { topic: topic.trim(), customPrompt: advanced ? customPrompt.trim() : '' };
  useUnsavedChanges(Boolean(typed.topic || typed.customPrompt) && JSON.stringify(typed) !== sent);
  const mine = run?.theme.slug === theme.slug ? run : null;
  const pending = Boolean(mine?.pending);
  const busyElsewhere = Boolean(run?.pending && !mine);
  const blank = !topic.trim();

  const submit = (forceCreate: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    setTouched(true);
    if (blank || run?.pending) return;
    setSent(JSON.stringify(typed));
    onGenerate(texts.forceCreate ? { ...typed, forceCreate } : typed);
  };

  const failed = mine && !mine.pending && mine.error ? mine : null;
  const offerForce = texts.forceCreate && failed && errorStatus(failed.error) === 409 && !failed.forceCreate;

  return (
    <form onSubmit={submit(Boolean(hasItems))} noValidate className="space-y-5" aria-busy={pending}>
      <Field label="Topic" hint={texts.example} required error={touched && blank ? TOPIC_REQUIRED : undefined}>
        {(control) => (
          <Input
            {...control}
            value={topic}
            onChange={(event) => setTopic(event.target.value)}
            onBlur={() => setTouched(true)}
            readOnly={pending}
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
          hint={`Leave empty to use the default ${kind} brief. A custom prompt overrides the system prompt for this generation.`}
        >
          {(control) => (
            <Textarea {...control} rows={4} value={customPrompt} onChange={(event) => setCustomPrompt(event.target.value)} readOnly={pending} className="min-h-0" />
          )}
        </Field>
      ) : null}

      {failed ? (
        <GenerationFailure title={themeGenerationFailure(kind, theme.title, failed.error)} error={failed.error}>
          {offerForce ? (
            <Button variant="secondary" onClick={() => submit(true)()} disabled={blank}>
              Generate New anyway
            </Button>
          ) : null}
        </GenerationFailure>
      ) : null}

      {busyElsewhere && run ? <BusyElsewhereNote kind={texts.label} theme={run.theme.title} /> : null}

      <Button type="submit" size="lg" className="w-full" busy={pending} disabled={!pending && (blank || busyElsewhere)}>
        <Sparkles aria-hidden="true" />
        {pending ? 'Generating (~2 mins)...' : generateLabel(kind, hasItems)}
      </Button>

      {pending && mine && texts.showTopic ? (
        <p className="text-base">
          <span className="font-semibold">Generating: </span>
          {mine.topic}
        </p>
      ) : null}
      {pending && mine ? <GenerationProgressPanel progress={progress} startedAt={mine.startedAt} /> : null}
    </form>
  );
}

/**
 * Generate premium content or a website article for a theme: topic, optional custom prompt, and the live progress.
 * Closing it with a topic or prompt typed and not sent asks first (GuardedDialog); once sent, it closes at once (the
 * generation goes on).
 */
export function GenerateDialog({ theme, onOpenChange, ...props }: GenerateDialogProps) {
  return (
    <GuardedDialog open={theme !== null} onOpenChange={onOpenChange} description="The topic you typed has not been generated yet.">
      <DialogContent className="max-w-2xl">
        {theme ? (
          <>
            <DialogHeader>
              <p className="kicker">
                {KINDS[props.kind].label} · Week {themeWeek(theme)}
              </p>
              <DialogTitle>
                {generateLabel(props.kind, props.hasItems)}: {theme.title}
              </DialogTitle>
              <DialogDescription>{KINDS[props.kind].description}</DialogDescription>
            </DialogHeader>
            {KINDS[props.kind].notice ? <p className="mb-5 rounded-md border border-premium/40 bg-premium-soft px-4 py-3 text-base font-semibold">{KINDS[props.kind].notice}</p> : null}
            <GenerateForm key={theme.slug} theme={theme} {...props} />
          </>
        ) : null}
      </DialogContent>
    </GuardedDialog>
  );
}
