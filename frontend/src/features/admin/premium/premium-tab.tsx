import { useRef, useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { THEMES, type Theme } from '../../../lib/themes';
import { ReadyToOpenArea, useOpenWhenFree } from '../../../components/ui/ready-to-open';
import type { PremiumItem, PremiumSummary } from '../../premium/premium-content';
import { DeleteArticleDialog } from '../delete-article-dialog';
import { GenerateDialog } from '../generate-dialog';
import { PREMIUM_GENERATE_KEY, useDeletePremium, useGeneratePremium, usePremiumPages, usePremiumThemeCounts, usePublishPremium } from './premium-api';
import { PremiumArticleListDialog } from './premium-article-list-dialog';
import { PremiumEditorDialog, PremiumPreviewDialog } from '../lazy-staff-dialogs';
import { themeCount, type PremiumThemeCounts } from '../../premium/premium-content';
import { PremiumThemeCard, type PremiumThemeCardProps } from './premium-theme-card';
import { useGenerationRun } from '../use-generation-run';
import { actingNear, useFocusNear } from '../../../lib/use-focus-near';

/**
 * One theme's card: its newest item read as a page of one (whose X-Total-Count stands in for the count while the
 * theme counts are missing), never the theme's whole list.
 */
function ThemeCard({ counts, ...props }: Omit<PremiumThemeCardProps, 'count' | 'latest'> & { counts: { data?: PremiumThemeCounts; isError: boolean } }) {
  const newest = usePremiumPages(props.theme.title, '', 1);
  const count = counts.data ? themeCount(counts.data, props.theme) : counts.isError ? newest.total : undefined;
  return <PremiumThemeCard {...props} count={count} latest={newest.items ? (newest.items[0] ?? null) : undefined} />;
}

/** The Premium tab: six theme cards with counts, the newest article's actions and generation. */
export function PremiumTab() {
  const counts = usePremiumThemeCounts();
  const remove = useDeletePremium();
  const publish = usePublishPremium();
  const [listTheme, setListTheme] = useState<Theme | null>(null);
  const [generateTheme, setGenerateTheme] = useState<Theme | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<PremiumSummary | null>(null);
  // Delete's opener, and the Generate or View pressed, where the editor that took the Generate dialog's or the
  // preview's place gives focus back: the change can take them away (focusNear, docs/product.md#focus-after-a-dialog).
  const opener = useFocusNear();
  const generator = useFocusNear();
  const viewer = useFocusNear();
  // The count badge that opened a theme's list: 'Delete all' leaves it at 0, no longer a button.
  const lister = useFocusNear();
  const editorReturn = useRef<(() => void) | null>(null);
  const openWhenFree = useOpenWhenFree();
  const { run, progress, start } = useGenerationRun<PremiumItem>(useGeneratePremium(), PREMIUM_GENERATE_KEY, (item) =>
    openWhenFree({
      title: 'Content Generated!',
      description: `"${item.topic}" is ready in ${item.editorial_theme ?? 'its theme'}, published to Premium members.`,
      open: () => {
        editorReturn.current = generator.near;
        setGenerateTheme(null);
        setViewing(null);
        setEditing(item.id);
      },
    }),
  );

  // Without counts (loading, or failed after their retries) the theme's newest item decides (the card's page of one, cached).
  const generateNewest = usePremiumPages(generateTheme?.title, '', 1, generateTheme !== null);
  const hasItems = (theme: Theme) => (counts.data ? themeCount(counts.data, theme) > 0 : Boolean(generateNewest.items?.length));
  const edit = (id: number) => {
    editorReturn.current = null;
    setViewing(null);
    setEditing(id);
  };

  return (
    <ReadyToOpenArea>
    <div className="space-y-6">
      {counts.isError ? (
        <LoadError message="The article counts could not be loaded." onRetry={() => void counts.refetch()} />
      ) : null}

      <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {THEMES.map((theme) => (
          <ThemeCard
            key={theme.slug}
            theme={theme}
            counts={counts}
            generating={Boolean(run?.pending && run.theme.slug === theme.slug)}
            generatingElsewhere={run?.pending && run.theme.slug !== theme.slug ? run.theme.title : null}
            onOpenList={lister.from(() => setListTheme(theme))}
            onView={viewer.from((item: PremiumSummary) => setViewing(item.id))}
            onEdit={(item) => edit(item.id)}
            onDelete={opener.from(setDeleting)}
            onPublish={actingNear((item, done) => publish.mutate(item, 'published', { onSuccess: done, onError: done }))}
            publishing={publish.isPending}
            onGenerate={generator.from(() => setGenerateTheme(theme))}
          />
        ))}
      </div>

      <PremiumArticleListDialog
        theme={listTheme}
        count={listTheme && counts.data ? themeCount(counts.data, listTheme) : undefined}
        onOpenChange={(open) => {
          if (open) return;
          setListTheme(null);
          lister.near();
        }}
        onView={viewer.from((item: PremiumSummary) => setViewing(item.id))}
        onEdit={(item) => edit(item.id)}
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
      <PremiumPreviewDialog
        id={viewing}
        onOpenChange={(open) => !open && setViewing(null)}
        onEdit={(id) => {
          edit(id);
          editorReturn.current = viewer.near;
        }}
      />
      <PremiumEditorDialog
        id={editing}
        onOpenChange={(open) => {
          if (open) return;
          setEditing(null);
          editorReturn.current?.();
          editorReturn.current = null;
        }}
      />
      <DeleteArticleDialog
        item={deleting}
        name={(item) => item.topic}
        kind="Premium"
        audience="Members"
        published={(item) => item.status === 'published'}
        remove={remove}
        onClose={() => setDeleting(null)}
        opener={opener}
      />
    </div>
    </ReadyToOpenArea>
  );
}
