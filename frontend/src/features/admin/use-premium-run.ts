import { useMutationState } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { THEMES, type Theme } from '../../lib/themes';
import { newRequestId, useGenerationProgress } from '../generator/generator-api';
import type { PremiumItem } from '../premium/premium-content';
import { PREMIUM_GENERATE_KEY, useGeneratePremium, type GeneratePremiumInput } from './premium-api';
import { themeWeek } from './premium-library';

/** A premium generation that is running, or has just failed. */
export interface PremiumRun {
  theme: Theme;
  requestId: string;
  startedAt: number;
  pending: boolean;
  error: unknown;
  forceCreate: boolean;
}

export interface GenerateRequest {
  topic: string;
  customPrompt: string;
  forceCreate: boolean;
}

/**
 * One premium generation at a time, read from the mutation cache: leaving the tab (or closing the dialog)
 * and coming back still shows a running one, and a failure stays for the dialog to explain. A generation
 * seen running on this screen opens its item (onDone) when it is stored.
 */
export function usePremiumRun(onDone: (item: PremiumItem) => void) {
  const generate = useGeneratePremium();
  const latest = useMutationState({
    filters: { mutationKey: PREMIUM_GENERATE_KEY },
    select: (mutation) => ({
      input: mutation.state.variables as GeneratePremiumInput,
      startedAt: mutation.state.submittedAt,
      status: mutation.state.status,
      error: mutation.state.error,
      item: mutation.state.data as PremiumItem | undefined,
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
      forceCreate: request.forceCreate,
      requestId: newRequestId(),
    });
  };

  const theme = latest ? THEMES.find((candidate) => candidate.title === latest.input.editorial_theme) : undefined;
  const run: PremiumRun | null =
    latest && theme && (pending || latest.status === 'error')
      ? { theme, requestId: latest.input.requestId, startedAt: latest.startedAt, pending, error: latest.error, forceCreate: latest.input.forceCreate === true }
      : null;
  return { run, progress: progress.data, start };
}

