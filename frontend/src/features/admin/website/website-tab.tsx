import { PenLine, Sparkles, Wand2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button, ButtonRow } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { THEMES, type Theme } from '../../../lib/themes';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ReadyToOpenArea, useOpenWhenFree } from '../../../components/ui/ready-to-open';
import {
  SUGGESTED_TOPICS,
  WEBSITE_GENERATE_KEY,
  useDeleteWebsite,
  useGenerateWebsite,
  usePublishWebsite,
  useSetHeroWebsite,
  useUnpublishWebsite,
  useWebsiteThemeCounts,
  websiteCount,
  type WebsiteArticle,
  type WebsiteItem,
} from './website-api';
import { DeleteArticleDialog } from '../delete-article-dialog';
import { GenerateDialog } from '../generate-dialog';
import { GeneratingNote } from '../theme-card-parts';
import { useGenerationRun } from '../use-generation-run';
import type { WebsiteArticleHandlers } from './website-article-actions';
import { WebsiteArticleListDialog } from './website-article-list-dialog';
import { WebsiteCreateDialog } from './website-create-dialog';
import { WebsitePreviewDialog } from '../lazy-staff-dialogs';
import { NewsletterSendDialog } from './newsletter-send-dialog';
import { WebsitePublishDialog } from './website-publish-dialog';
import { WebsiteThemeCard } from './website-theme-card';
import { HomeLeadNote } from './home-lead-note';
import { useWebsiteArticleFromAddress } from './website-article-from-address';
import { actingNear, useFocusNear } from '../../../lib/use-focus-near';

/** The Website tab: six theme cards with published counts, each theme's articles, generation and publishing. */
export function WebsiteTab() {
  const counts = useWebsiteThemeCounts();
  const remove = useDeleteWebsite();
  const publish = usePublishWebsite();
  const setHero = useSetHeroWebsite();
  const unpublish = useUnpublishWebsite();
  const [unpublishing, setUnpublishing] = useState<WebsiteItem | null>(null);
  const [listTheme, setListTheme] = useState<Theme | null>(null);
  const [generateTheme, setGenerateTheme] = useState<Theme | null>(null);
  const [createTheme, setCreateTheme] = useState<Theme | null>(null);
  const [previewing, setPreviewing] = useState<WebsiteItem | null>(null);
  const [publishing, setPublishing] = useState<WebsiteItem | null>(null);
  const [deleting, setDeleting] = useState<WebsiteItem | null>(null);
  const [mailing, setMailing] = useState<WebsiteItem | null>(null);
  // The control that opened Publish, Unschedule, Delete or Manual Create, the Generate New or Auto-Generate pressed, and
  // where the preview gives focus back when it took Manual Create's or Generate's place: the change can take them away
  // (focusNear, docs/product.md#focus-after-a-dialog).
  const opener = useFocusNear();
  const generator = useFocusNear();
  const previewReturn = useRef<(() => void) | null>(null);
  const opening = opener.from;
  const openWhenFree = useOpenWhenFree();
  const { run, progress, start } = useGenerationRun<WebsiteArticle>(useGenerateWebsite(), WEBSITE_GENERATE_KEY, (item) =>
    openWhenFree({
      title: 'Content Generated!',
      description: `"${item.title}" is ready in ${item.editorial_theme ?? 'its theme'} as a draft.`,
      open: () => {
        previewReturn.current = generator.near;
        setGenerateTheme(null);
        setPreviewing(item);
      },
    }),
  );

  useWebsiteArticleFromAddress((article) => {
    previewReturn.current = null;
    setPreviewing(article);
  });

  const handlers: WebsiteArticleHandlers = {
    onPreview: (item) => {
      previewReturn.current = null;
      setPreviewing(item);
    },
    onPublish: opening(setPublishing),
    onPublishNow: actingNear((item, done) => publish.mutate({ item }, { onSettled: done })),
    onSetHero: actingNear((item, done) => setHero.mutate({ item, hero: true }, { onSettled: done })),
    onRemoveHero: actingNear((item, done) => setHero.mutate({ item, hero: false }, { onSettled: done })),
    onDelete: opening(setDeleting),
    onUnpublish: opening(setUnpublishing),
    onNewsletter: setMailing,
  };

  return (
    <ReadyToOpenArea>
    <div className="space-y-6">
      {counts.isError ? <LoadError message="The published counts could not be loaded." onRetry={() => void counts.refetch()} /> : null}
      <HomeLeadNote />

      <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {THEMES.map((theme) => {
          const generating = Boolean(run?.pending && run.theme.slug === theme.slug);
          const busy = Boolean(run?.pending);
          return (
            <WebsiteThemeCard
              key={theme.slug}
              theme={theme}
              count={websiteCount(counts.data, theme)}
              handlers={handlers}
              onOpenList={() => setListTheme(theme)}
            >
              {generating ? (
                <GeneratingNote kind="website" />
              ) : null}
              <ButtonRow>
                <Button onClick={generator.from(() => setGenerateTheme(theme))} disabled={busy && !generating} aria-haspopup="dialog">
                  <Sparkles aria-hidden="true" />
                  Generate New
                  <span className="sr-only"> for {theme.title}</span>
                </Button>
                <Button
                  variant="secondary"
                  onClick={generator.from(() => {
                    start(theme, { topic: SUGGESTED_TOPICS[theme.title] ?? theme.title, customPrompt: '' });
                    setGenerateTheme(theme);
                  })}
                  busy={generating}
                  disabled={busy && !generating}
                  title={`Generates: ${SUGGESTED_TOPICS[theme.title] ?? theme.title}`}
                >
                  <Wand2 aria-hidden="true" />
                  Auto-Generate
                  <span className="sr-only"> for {theme.title}</span>
                </Button>
                <Button variant="secondary" onClick={() => opening(setCreateTheme)(theme)} aria-haspopup="dialog">
                  <PenLine aria-hidden="true" />
                  Manual Create
                  <span className="sr-only"> for {theme.title}</span>
                </Button>
              </ButtonRow>
            </WebsiteThemeCard>
          );
        })}
      </div>

      <WebsiteArticleListDialog
        theme={listTheme}
        handlers={handlers}
        onOpenChange={(open) => !open && setListTheme(null)}
      />
      <GenerateDialog
        kind="website"
        theme={generateTheme}
        run={run}
        progress={progress}
        onGenerate={(request) => generateTheme && start(generateTheme, request)}
        onOpenChange={(open) => !open && setGenerateTheme(null)}
      />
      <WebsiteCreateDialog
        theme={createTheme}
        onOpenChange={(open) => !open && setCreateTheme(null)}
        onCreated={(item) => {
          previewReturn.current = opener.near;
          setCreateTheme(null);
          setPreviewing(item);
        }}
      />
      <WebsitePreviewDialog
        item={previewing}
        onOpenChange={(open) => {
          if (open) return;
          setPreviewing(null);
          previewReturn.current?.();
          previewReturn.current = null;
        }}
        onChanged={setPreviewing}
      />
      <WebsitePublishDialog
        item={publishing}
        pending={publish.isPending}
        onOpenChange={(open) => !open && setPublishing(null)}
        onPublish={(item, publishAt) =>
          publish.mutate(
            { item, publishAt },
            {
              onSettled: () => {
                setPublishing(null);
                opener.near();
              },
            },
          )
        }
      />
      <NewsletterSendDialog item={mailing} onOpenChange={(open) => !open && setMailing(null)} />
      <ConfirmDialog
        open={unpublishing !== null}
        onOpenChange={(open) => !open && setUnpublishing(null)}
        title={unpublishing?.status === 'scheduled' ? 'Unschedule Article' : 'Unpublish Article'}
        description={`Take "${unpublishing?.title ?? ''}" off the magazine? It becomes a draft again${unpublishing?.status === 'scheduled' ? ' and will not go live' : ''}${unpublishing?.is_hero_article ? ', and is no longer the hero' : ''}.`}
        confirmLabel={unpublishing?.status === 'scheduled' ? 'Unschedule' : 'Unpublish'}
        pendingLabel={unpublishing?.status === 'scheduled' ? 'Unscheduling...' : 'Unpublishing...'}
        pending={unpublish.isPending}
        onConfirm={() =>
          unpublishing &&
          unpublish.mutate(unpublishing, {
            onSettled: () => {
              setUnpublishing(null);
              opener.near();
            },
          })
        }
      />
      <DeleteArticleDialog
        item={deleting}
        name={(item) => item.title}
        kind="Website"
        audience="Readers"
        published={(item) => item.status === 'published'}
        remove={remove}
        onClose={() => setDeleting(null)}
        opener={opener}
      />
    </div>
    </ReadyToOpenArea>
  );
}
