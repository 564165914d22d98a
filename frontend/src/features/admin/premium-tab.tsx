import { useMutationState } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { LoadError } from '../../components/ui/load-error';
import { THEMES, type Theme } from '../../lib/themes';
import { ConfirmDialog } from '../community/components/confirm-dialog';
import { newRequestId, useGenerationProgress } from '../generator/generator-api';
import type { PremiumItem } from '../premium/premium-content';
import { PREMIUM_GENERATE_KEY, useDeletePremium, useGeneratePremium, usePremiumList, usePremiumThemeCounts, type GeneratePremiumInput } from './premium-api';
import { PremiumArticleListDialog } from './premium-article-list-dialog';
import { PremiumEditorDialog } from './premium-editor-dialog';
import { PremiumGenerateDialog, type GenerateRequest, type PremiumRun } from './premium-generate-dialog';
import { groupByTheme, themeCount, themeWeek } from './premium-library';
import { PremiumPreviewDialog } from './premium-preview-dialog';
import { PremiumThemeCard } from './premium-theme-card';

/**
 * One premium generation at a time, read from the mutation cache: leaving the tab (or closing the dialog)
 * and coming back still shows a running one, and a failure stays for the dialog to explain. A generation
 * seen running on this screen opens its item (onDone) when it is stored.
 */
function usePremiumRun(onDone: (item: PremiumItem) => void) {
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
      ? { theme, requestId: latest.input.requestId, startedAt: latest.startedAt, pending, error: latest.error, forceCreate: latest.input.forceCreate }
      : null;
  return { run, progress: progress.data, start };
}

/** The Premium tab: six theme cards with counts, the newest article's actions and generation. */
export function PremiumTab() {
  const list = usePremiumList();
  const counts = usePremiumThemeCounts();
  const remove = useDeletePremium();
  const [listTheme, setListTheme] = useState<Theme | null>(null);
  const [generateTheme, setGenerateTheme] = useState<Theme | null>(null);
  const [viewing, setViewing] = useState<PremiumItem | null>(null);
  const [editing, setEditing] = useState<PremiumItem | null>(null);
  const [deleting, setDeleting] = useState<PremiumItem | null>(null);
  const { run, progress, start } = usePremiumRun((item) => {
    setGenerateTheme(null);
    setEditing(item);
  });

  const groups = groupByTheme(list.data ?? []);
  const countOf = (theme: Theme) => (counts.data ? themeCount(counts.data, theme) : undefined);
  const hasItems = (theme: Theme) => (countOf(theme) ?? groups.get(theme.title)?.length ?? 0) > 0;

  const edit = (item: PremiumItem) => {
    setViewing(null);
    setEditing(item);
  };

  return (
    <div className="space-y-6">
      {list.isError ? (
        <LoadError message="The premium articles could not be loaded." onRetry={() => void list.refetch()} />
      ) : null}
      {counts.isError ? (
        <LoadError message="The article counts could not be loaded." onRetry={() => void counts.refetch()} />
      ) : null}

      <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {THEMES.map((theme) => (
          <PremiumThemeCard
            key={theme.slug}
            theme={theme}
            count={countOf(theme)}
            items={list.data ? (groups.get(theme.title) ?? []) : undefined}
            generating={Boolean(run?.pending && run.theme.slug === theme.slug)}
            generateDisabled={Boolean(run?.pending && run.theme.slug !== theme.slug)}
            onOpenList={() => setListTheme(theme)}
            onView={setViewing}
            onEdit={edit}
            onDelete={setDeleting}
            onGenerate={() => setGenerateTheme(theme)}
          />
        ))}
      </div>

      <PremiumArticleListDialog
        theme={listTheme}
        items={listTheme ? (groups.get(listTheme.title) ?? []) : []}
        onOpenChange={(open) => !open && setListTheme(null)}
        onView={setViewing}
        onEdit={edit}
      />
      <PremiumGenerateDialog
        theme={generateTheme}
        hasItems={generateTheme ? hasItems(generateTheme) : false}
        run={run}
        progress={progress}
        onGenerate={(request) => generateTheme && start(generateTheme, request)}
        onOpenChange={(open) => !open && setGenerateTheme(null)}
      />
      <PremiumPreviewDialog item={viewing} onOpenChange={(open) => !open && setViewing(null)} onEdit={edit} />
      <PremiumEditorDialog item={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Premium Article"
        description={`Are you sure you want to delete "${deleting?.topic ?? ''}"? Members will no longer see it.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        destructive
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
