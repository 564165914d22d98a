import { focusAfterChange } from '../../lib/focus-after-change';
import { Archive, CalendarDays, FileText, LayoutDashboard } from 'lucide-react';
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../lib/router-links';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { leaveUnsavedChanges, UnsavedChangesGuard } from '../../components/ui/guarded-dialog';
import { ReadyToOpenArea, ReadyToOpenNotice, useOpenWhenFree } from '../../components/ui/ready-to-open';
import { toast } from '../../components/ui/use-toast';
import { errorMessage, errorStatus } from '../../lib/api';
import { lazyPart } from '../../lib/lazy-part';
import { usePageTitle } from '../../lib/use-page-title';
import type { SessionUser } from '../../lib/user';
import { StaffGate } from '../staff/staff-gate';
import { StaffHeader } from '../staff/staff-header';
import { StaffFooter } from '../staff/staff-footer';
import { ArchiveDialog } from './archive-dialog';
import { GenerateForm, type EditorialSlot } from './generate-form';
import { THEMES } from '../../lib/themes';
import { fetchGeneration, useArchiveGeneration, useUpdateGeneration } from './generator-api';
import { RecentGenerations } from './recent-generations';
import type { Generation, GenerationPatch, GenerationSummary } from './generation';
import type { GenerationViewProps, SaveOptions } from './generation-view';
import { SaveConflict, useSaveConflict } from '../../components/ui/save-conflict';

// The package's view lays the article out with the markdown library (about 39 KB gzipped): it loads once the page is
// shown, while the editor fills in the form, not before the page.
const generationView = lazyPart(
  () => import('./generation-view'),
  (module) => module.GenerationView,
  () => <Spinner label="Loading the content" showLabel />,
);
const GenerationView = generationView.Part;

/** 'Create content for {theme} - Week {week}' from ?theme=&week= (week blank when absent); '' without a theme. */
export function topicFromQuery(params: URLSearchParams): string {
  const theme = params.get('theme');
  if (!theme) return '';
  const week = params.get('week') ?? '';
  return `Create content for ${theme} - Week ${week}`;
}

/** The planner's week (1-6) and theme from ?theme=&week=, when both are valid and the week is the theme's own. */
export function editorialFromQuery(params: URLSearchParams): EditorialSlot | undefined {
  const theme = THEMES.find((t) => t.title === params.get('theme'));
  const week = Number(params.get('week'));
  // A week has one theme (Training 1 … Racing 6): an address pairing a theme with another theme's week (a hand-edited
  // link) only pre-fills the topic, so the planner never counts the other theme's week as published.
  return theme && Number.isInteger(week) && THEMES.indexOf(theme) + 1 === week ? { editorial_week: week, editorial_theme: theme.title } : undefined;
}

/** The patch applied to a generation, with object fields merged key by key. */
function applyPatch(generation: Generation, patch: GenerationPatch): Generation {
  const next: Record<string, unknown> = { ...generation };
  for (const [key, value] of Object.entries(patch)) {
    const current = next[key];
    const mergeable = value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object';
    next[key] = mergeable ? { ...(current as object), ...value } : value;
  }
  return next as unknown as Generation;
}

/** 'Failed to update content.', plus the server's reason when it refused the change (4xx). */
function updateFailure(error: unknown): string {
  const status = errorStatus(error);
  const reason = status !== undefined && status >= 400 && status < 500 ? errorMessage(error, '') : '';
  return reason ? `Failed to update content. ${reason}` : 'Failed to update content.';
}

/**
 * The open package and its saves. Each save applies the patch on screen at once (objects such as generated_images merged
 * key by key, as the server does), then PUTs only that field, naming the version on screen
 * (docs/product.md#editing-together); on failure the previous values come back. Saves go one after another, so each
 * names the version the one before it made. Refused because someone saved the package meanwhile, the message and
 * 'Reload the latest version' show above it (and the message under an open text box, whose Save waits); reloading
 * shows the latest version (an open text box closes, so with typed text it asks 'Discard your changes?' first).
 */
function SelectedPackage({
  generation,
  setSelected,
  ...view
}: Omit<GenerationViewProps, 'onSave'> & { setSelected: Dispatch<SetStateAction<Generation | null>> }) {
  const id = generation.id;
  const update = useUpdateGeneration();
  const version = useRef(generation.updated_at);
  useEffect(() => {
    version.current = generation.updated_at;
  }, [generation.updated_at]);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [reloads, setReloads] = useState(0);
  const conflict = useSaveConflict(
    () => fetchGeneration(id),
    (latest) => {
      version.current = latest.updated_at;
      setSelected((current) => (current?.id === id ? latest : current));
      setReloads((count) => count + 1);
    },
  );

  const send = async (patch: GenerationPatch, options: SaveOptions): Promise<boolean> => {
    const previous: Partial<Generation> = {};
    for (const key of [...Object.keys(patch), ...Object.keys(options.local ?? {})] as Array<keyof Generation>) {
      (previous as Record<string, unknown>)[key] = generation[key];
    }
    setSelected((current) => (current?.id === id ? applyPatch({ ...current, ...options.local }, patch) : current));
    try {
      const saved = await update.mutateAsync({ id, patch, expected: version.current });
      version.current = saved.updated_at;
      setSelected((current) => (current?.id === id && saved.id === id ? { ...current, ...saved } : current));
      if (!options.silent) toast({ title: 'Content Updated', description: 'Your changes have been saved.' });
      return true;
    } catch (error) {
      setSelected((current) => (current?.id === id ? { ...current, ...previous } : current));
      toast({ title: 'Update Failed', description: updateFailure(error), variant: 'destructive' });
      conflict.refused(error);
      return false;
    }
  };
  const save = (patch: GenerationPatch, options: SaveOptions = {}): Promise<boolean> => {
    const next = queue.current.then(() => send(patch, options));
    queue.current = next;
    return next;
  };

  return (
    <>
      {conflict.props ? <SaveConflict {...conflict.props} /> : null}
      <GenerationView key={reloads} generation={generation} onSave={save} conflict={conflict.props?.message ?? null} {...view} />
    </>
  );
}

function EmptyState() {
  return (
    <Card className="flex min-h-96 flex-col items-center justify-center p-8 text-center">
      <FileText aria-hidden="true" className="mb-4 size-12 text-line-strong" />
      <h2 className="text-2xl">No Content Selected</h2>
      <p className="max-w-md pt-2 text-lg text-muted">Generate new content or select from previous generations</p>
    </Card>
  );
}

function Generator({ user }: { user: SessionUser }) {
  generationView.usePreload();
  usePageTitle('Content Generator');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [initialTopic] = useState(() => topicFromQuery(params));
  const [editorial] = useState(() => editorialFromQuery(params));
  const [selected, setSelected] = useState<Generation | null>(null);
  const [archiveOpen, setArchiveOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusSelected = useRef(false);
  const archive = useArchiveGeneration();

  // The theme and week only pre-fill the topic: take them out of the address bar.
  const hasQuery = params.has('theme') || params.has('week');
  useEffect(() => {
    if (hasQuery) navigate(pathname, { replace: true });
  }, [hasQuery, navigate, pathname]);

  // A package opened takes the focus to its heading once it is drawn (after the commit, so never the one it replaces).
  const focusOpened = useRef(false);
  const select = (generation: Generation | null, focus = true) => {
    focusOpened.current = Boolean(generation && focus);
    setSelected(generation);
  };
  useEffect(() => {
    if (!focusOpened.current || !selected) return;
    focusOpened.current = false;
    headingRef.current?.focus();
  }, [selected]);

  const view = (generation: GenerationSummary) => {
    focusSelected.current = true;
    setArchiveOpen(false);
    // A field being edited with changes asks first (docs/product.md#unsaved-changes).
    leaveUnsavedChanges(() =>
      // The lists hold summaries: the package in full comes from GET /api/content/generations/{id}.
      fetchGeneration(generation.id)
        // The package opens below the list (far below it on a phone): its heading takes the focus, which brings it
        // into view and says which package opened, instead of leaving the editor on the list with nothing seen to change.
        .then((full) => select(full))
        .catch((error: unknown) => toast({ title: 'Could not open the package', description: errorMessage(error, 'Please try again.'), variant: 'destructive' })),
    );
  };
  // A package that finishes while a field holds unsaved changes waits to be opened (components/ui/ready-to-open.tsx).
  const openWhenFree = useOpenWhenFree();
  const generated = (generation: Generation) =>
    openWhenFree({ title: 'Content Generated!', description: `"${generation.topic}" is ready.`, open: () => select(generation) });

  return (
    <UnsavedChangesGuard description="Your edit to this package has not been saved.">
    {() => (
    <ReadyToOpenArea inPage={false}>
    <div className="min-h-screen bg-paper">
      <StaffHeader user={user} area="Content Generator">
        <Link to="/admin" className={buttonClasses('secondary', 'sm')}>
          <LayoutDashboard aria-hidden="true" />
          Dashboard
        </Link>
        <Link to="/admin/content-calendar" className={buttonClasses('secondary', 'sm')}>
          <CalendarDays aria-hidden="true" />
          Calendar
        </Link>
        <Button variant="secondary" size="sm" onClick={() => setArchiveOpen(true)} aria-haspopup="dialog">
          <Archive aria-hidden="true" />
          Archive
        </Button>
      </StaffHeader>
      <main id="main-content" tabIndex={-1} className="container-page min-h-screen space-y-8 py-8 focus:outline-none">
        <div className="space-y-2">
          <h1 className="text-4xl">Content Generator</h1>
          <p className="max-w-reading text-lg text-muted">
            Give a topic and get a complete content package in British English for athletes over 50. A package takes
            about 2 minutes.
          </p>
        </div>
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
          <div className="space-y-6">
            <UnsavedChangesGuard description="The topic or prompt you typed has not been sent to be generated.">
              {() => <GenerateForm initialTopic={initialTopic} editorial={editorial} onGenerated={generated} />}
            </UnsavedChangesGuard>
            <RecentGenerations selectedId={selected?.id} onOpen={view} />
          </div>
          <section aria-label="Selected content" className="min-w-0 space-y-4">
            <ReadyToOpenNotice />
            {selected ? (
              <SelectedPackage
                key={selected.id}
                generation={selected}
                setSelected={setSelected}
                archiving={archive.isPending}
                headingRef={headingRef}
                onArchive={() =>
                  archive.mutate(selected, {
                    onSuccess: (result, archived) => {
                      setSelected((current) =>
                        current?.id === archived.id ? { ...current, ...(result.generation ?? {}), status: 'archived' } : current,
                      );
                      // The Archive button goes: focus carries on from the package's heading (docs/product.md#focus-after-a-dialog).
                      focusAfterChange(() => headingRef.current);
                    },
                  })
                }
              />
            ) : (
              <EmptyState />
            )}
          </section>
        </div>
      </main>
      <StaffFooter />
      <ArchiveDialog
        open={archiveOpen}
        onOpenChange={setArchiveOpen}
        onView={view}
        onDeleted={(deleted) => setSelected((current) => (current?.id === deleted.id ? null : current))}
        onCloseAutoFocus={(event) => {
          if (!focusSelected.current) return;
          focusSelected.current = false;
          event.preventDefault();
          headingRef.current?.focus();
        }}
      />
    </div>
    </ReadyToOpenArea>
    )}
    </UnsavedChangesGuard>
  );
}

/** The content generator (/admin/content-generator), for signed-in staff. */
export function GeneratorPage() {
  return <StaffGate area="generator">{(user) => <Generator user={user} />}</StaffGate>;
}
