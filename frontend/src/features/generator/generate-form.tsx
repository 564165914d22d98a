import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../components/ui/collapsible';
import { Field } from '../../components/ui/field';
import { useUnsavedChanges } from '../../components/ui/guarded-dialog';
import { Input, Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { newRequestId, useGenerate, useGenerationProgress } from './generator-api';
import type { Generation } from './generation';
import { GenerationProgressPanel } from './generation-progress';
import { GenerationFailure } from './generation-failure';
import { answer, api } from '../../lib/api-client';

/** The brief used when no custom prompt is given (shown as the prompt box's placeholder). */
export const DEFAULT_BRIEF =
  'Write in British English in a clean editorial tone for athletes over 50. Images must look like real life, ' +
  'with real people, and not be AI generated.';

export interface EditorialSlot {
  editorial_week: number;
  editorial_theme: string;
}

export interface GenerateFormProps {
  /** The topic to start with (from the theme and week in the address). */
  initialTopic?: string;
  /** The planner's week and theme the generation is for (sent with it, so the week counts as published). */
  editorial?: EditorialSlot;
  /** Called with the finished generation. */
  onGenerated: (generation: Generation) => void;
}

/** Joins hard-wrapped lines into paragraphs (blank lines still separate them). */
function unwrap(text: string): string {
  return text.replace(/([^\n])\n(?!\n)/g, '$1 ');
}

/** "Show the default prompt": the full default brief, read from the server when first opened. */
function DefaultPromptPeek() {
  const [open, setOpen] = useState(false);
  const prompt = useQuery({ queryKey: ['/api/content/default-prompt'], queryFn: () => answer(api.GET('/api/content/default-prompt')), enabled: open });
  return (
    <Collapsible open={open} onOpenChange={setOpen}>
      <CollapsibleTrigger className="text-base font-semibold text-accent underline underline-offset-4 hover:text-accent-hover">
        {open ? 'Hide the default prompt' : 'Show the default prompt'}
      </CollapsibleTrigger>
      <CollapsibleContent className="mt-2 rounded-md border border-line bg-sunken p-4">
        {prompt.isPending ? (
          <Spinner label="Loading the default prompt" showLabel />
        ) : (
          <p className="text-sm whitespace-pre-wrap text-ink">{unwrap(prompt.data?.system_prompt || DEFAULT_BRIEF)}</p>
        )}
      </CollapsibleContent>
    </Collapsible>
  );
}

/**
 * The generate form: topic, optional custom prompt, the live progress of a running generation and why the last one
 * failed.
 */
export function GenerateForm({ initialTopic = '', editorial, onGenerated }: GenerateFormProps) {
  const [topic, setTopic] = useState(initialTopic);
  const [advanced, setAdvanced] = useState(false);
  const [customPrompt, setCustomPrompt] = useState('');
  const [topicError, setTopicError] = useState<string>();
  const [run, setRun] = useState<{ requestId: string; startedAt: number } | null>(null);
  const topicRef = useRef<HTMLInputElement>(null);
  const advancedId = useId();
  const generate = useGenerate();
  const progress = useGenerationProgress(run?.requestId ?? null);
  const pending = generate.isPending;
  // What was last sent to be generated: a topic or prompt typed and not sent yet is unsaved work, so leaving the page
  // asks first (docs/product.md#unsaved-changes); the topic the address brought is not.
  const [sent, setSent] = useState<string | null>(null);
  const typed = { topic: topic.trim(), customPrompt: advanced ? customPrompt.trim() : '' };
  useUnsavedChanges((typed.topic !== initialTopic.trim() || typed.customPrompt !== '') && JSON.stringify(typed) !== sent);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const trimmedTopic = topic.trim();
    if (!trimmedTopic) {
      setTopicError('Please enter a topic to write about.');
      topicRef.current?.focus();
      return;
    }
    const prompt = advanced ? customPrompt.trim() : '';
    setSent(JSON.stringify(typed));
    const requestId = newRequestId();
    setRun({ requestId, startedAt: Date.now() });
    generate.mutate(
      { topic: trimmedTopic, ...(prompt ? { customPrompt: prompt } : {}), ...editorial, requestId },
      {
        onSuccess: (generation) => onGenerated(generation),
        onSettled: () => setRun(null),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Generate Content</CardTitle>
        <CardDescription>
          A full package for athletes over 50: article, headlines, summary, formats, metadata and three real-life photos.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-5" aria-busy={pending}>
          {editorial ? (
            <p className="rounded-md border border-line bg-sunken px-4 py-3 text-base text-ink">
              For week {editorial.editorial_week} of the editorial cycle: <strong>{editorial.editorial_theme}</strong>
            </p>
          ) : null}
          <Field label="Topic" hint="For example: Hill repeats for masters runners" required error={topicError}>
            {(control) => (
              <Input
                {...control}
                ref={topicRef}
                value={topic}
                onChange={(event) => {
                  setTopic(event.target.value);
                  setTopicError(undefined);
                }}
                readOnly={pending}
                autoComplete="off"
              />
            )}
          </Field>

          <div className="flex min-h-11 items-center gap-3">
            <Checkbox
              id={advancedId}
              checked={advanced}
              onCheckedChange={(checked) => setAdvanced(checked === true)}
              disabled={pending}
            />
            <Label htmlFor={advancedId} className="cursor-pointer">
              Advanced Options
            </Label>
          </div>

          {advanced ? (
            <div className="space-y-3">
              <Field
                label="Custom AI Prompt (Optional)"
                hint="Leave empty to use the default prompt. A custom prompt overrides the system prompt for this generation."
              >
                {(control) => (
                  <Textarea
                    {...control}
                    rows={4}
                    value={customPrompt}
                    onChange={(event) => setCustomPrompt(event.target.value)}
                    placeholder={DEFAULT_BRIEF}
                    readOnly={pending}
                    className="min-h-0"
                  />
                )}
              </Field>
              <DefaultPromptPeek />
            </div>
          ) : null}

          <Button type="submit" size="lg" className="w-full" busy={pending}>
            <Sparkles aria-hidden="true" />
            {pending ? 'Generating (~2 mins)...' : 'Generate Content'}
          </Button>

          {pending && run ? <GenerationProgressPanel progress={progress.data} startedAt={run.startedAt} /> : null}
          {/* The last run's failure stays until the next try (the mutation's error, reset when it is sent again). */}
          {generate.isError ? <GenerationFailure title="Nothing was generated" error={generate.error} /> : null}
        </form>
      </CardContent>
    </Card>
  );
}
