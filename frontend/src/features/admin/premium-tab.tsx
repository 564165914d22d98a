import { useState } from 'react';
import { LoadError } from '../../components/ui/load-error';
import { THEMES, type Theme } from '../../lib/themes';
import { ConfirmDialog } from '../community/components/confirm-dialog';
import type { PremiumItem } from '../premium/premium-content';
import { GenerateDialog } from './generate-dialog';
import { PREMIUM_GENERATE_KEY, useDeletePremium, useGeneratePremium, usePremiumList, usePremiumThemeCounts } from './premium-api';
import { PremiumArticleListDialog } from './premium-article-list-dialog';
import { PremiumEditorDialog } from './premium-editor-dialog';
import { groupByTheme, themeCount } from './premium-library';
import { PremiumPreviewDialog } from './premium-preview-dialog';
import { PremiumThemeCard } from './premium-theme-card';
import { useGenerationRun } from './use-generation-run';

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
  const { run, progress, start } = useGenerationRun<PremiumItem>(useGeneratePremium(), PREMIUM_GENERATE_KEY, (item) => {
    setGenerateTheme(null);
    setEditing(item);
  });

  const groups = groupByTheme(list.data ?? []);
  // Without counts (still loading, or failed after its retries) the badge falls back to the list.
  const countOf = (theme: Theme) =>
    counts.data ? themeCount(counts.data, theme) : counts.isError && list.data ? (groups.get(theme.title)?.length ?? 0) : undefined;
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
      <GenerateDialog
        kind="premium"
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
