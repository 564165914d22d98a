import { useMutationState } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Theme } from '../../lib/themes';
import { newRequestId, useGenerationProgress } from '../generator/generator-api';
import { themeWeek } from './premium/premium-library';
import { themeByTitle } from './website/website-api';

/** A theme generation (premium or website) that is running, or has just failed. */
export interface GenerationRun {
  theme: Theme;
  topic: string;
  requestId: string;
  startedAt: number;
  pending: boolean;
  error: unknown;
  /** Premium only: it was sent with forceCreate true ('Generate New' on a theme that has articles). */
  forceCreate: boolean;
}

/** What the generate dialog (or Auto-Generate) asks for. forceCreate: premium only; left out, it is not sent. */
export interface GenerateRequest {
  topic: string;
  customPrompt: string;
  forceCreate?: boolean;
}

/** The body both generate routes take (POST /api/premium-content/generate and /api/website-content/generate). */
export interface ThemeGenerationInput {
  topic: string;
  customPrompt: string;
  editorial_week: number;
  editorial_theme: Theme['title'];
  forceCreate?: boolean;
  requestId: string;
}

/**
 * One theme generation at a time, read from the mutation cache under `mutationKey` (the premium or the website
 * generation, useGeneratePremium / useGenerateWebsite): leaving the tab (or closing the dialog) and coming back still
 * shows a running one, and a failure stays for the dialog to explain. A generation seen running on this screen opens
 * its item (onDone) when it is stored.
 */
export function useGenerationRun<Item>(
  generate: { mutate: (input: ThemeGenerationInput) => void },
  mutationKey: readonly string[],
  onDone: (item: Item) => void,
) {
  const latest = useMutationState({
    filters: { mutationKey },
    select: (mutation) => ({
      input: mutation.state.variables as ThemeGenerationInput,
      startedAt: mutation.state.submittedAt,
      status: mutation.state.status,
      error: mutation.state.error,
      item: mutation.state.data as Item | undefined,
    }),
  }).at(-1);
  const pending = latest?.status === 'pending';
  const progress = useGenerationProgress(pending ? latest.input.requestId : null);

  const seenRunning = useRef<string | null>(null);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!latest) return;
    if (latest.status === 'pending') seenRunning.current = latest.input.requestId;
    else if (latest.status === 'success' && latest.item && seenRunning.current === latest.input.requestId) {
      seenRunning.current = null;
      done.current(latest.item);
    }
  }, [latest]);

  const start = (theme: Theme, request: GenerateRequest) => {
    generate.mutate({
      topic: request.topic,
      customPrompt: request.customPrompt,
      editorial_week: themeWeek(theme),
      editorial_theme: theme.title,
      ...(request.forceCreate === undefined ? {} : { forceCreate: request.forceCreate }),
      requestId: newRequestId(),
    });
  };

  const theme = latest ? themeByTitle(latest.input.editorial_theme) : undefined;
  const run: GenerationRun | null =
    latest && theme && (pending || latest.status === 'error')
      ? {
          theme,
          topic: latest.input.topic,
          requestId: latest.input.requestId,
          startedAt: latest.startedAt,
          pending,
          error: latest.error,
          forceCreate: latest.input.forceCreate === true,
        }
      : null;
  return { run, progress: progress.data, start };
}
