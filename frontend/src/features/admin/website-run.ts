import { useMutationState } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Theme } from '../../lib/themes';
import { newRequestId, useGenerationProgress } from '../generator/generator-api';
import { themeWeek } from './premium-library';
import { themeByTitle, useGenerateWebsite, WEBSITE_GENERATE_KEY, type GenerateWebsiteInput, type WebsiteArticle } from './website-api';

/** A website generation that is running, or has just failed. */
export interface WebsiteRun {
  theme: Theme;
  topic: string;
  startedAt: number;
  pending: boolean;
  error: unknown;
}

/**
 * One website generation at a time, read from the mutation cache (like the premium tab's usePremiumRun):
 * leaving the tab and coming back still shows a running one. A generation seen running here opens its
 * article (onDone) once it is stored.
 */
export function useWebsiteRun(onDone: (item: WebsiteArticle) => void) {
  const generate = useGenerateWebsite();
  const latest = useMutationState({
    filters: { mutationKey: WEBSITE_GENERATE_KEY },
    select: (mutation) => ({
      input: mutation.state.variables as GenerateWebsiteInput,
      startedAt: mutation.state.submittedAt,
      status: mutation.state.status,
      error: mutation.state.error,
      item: mutation.state.data as WebsiteArticle | undefined,
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

  const start = (theme: Theme, topic: string, customPrompt = '') => {
    generate.mutate({ topic, customPrompt, editorial_week: themeWeek(theme), editorial_theme: theme.title, requestId: newRequestId() });
  };

  const theme = latest ? themeByTitle(latest.input.editorial_theme) : undefined;
  const run: WebsiteRun | null =
    latest && theme && (pending || latest.status === 'error')
      ? { theme, topic: latest.input.topic, startedAt: latest.startedAt, pending, error: latest.error }
      : null;
  return { run, progress: progress.data, start };
}
