import { Check, Pencil, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { UnsavedChangesGuard, useUnsavedChanges } from '../../../components/ui/guarded-dialog';
import { SaveConflict, useSaveConflict } from '../../../components/ui/save-conflict';
import { fetchThemeHero, themeHeroKey, type ThemeHero } from '../publisher-api';
import { heroTitle, type ThemePageConfig } from '../theme-config';
import { useSaveHeroTitle } from './admin-mutations';

/** The trimmed new title, or null when nothing would change (the editor then just closes; docs/product.md#admin-mode-on-magazine-pages). */
export function titleToSave(draft: string, current: string): string | null {
  const trimmed = draft.trim();
  return trimmed && trimmed !== current ? trimmed : null;
}

/**
 * The theme hero's title with a pencil: view, edit, save or cancel. A save names the version the editor opened
 * (docs/product.md#editing-together): refused because someone saved the hero since, the typed title stays with who
 * changed it and when, and 'Reload the latest version' (asked first while the typed title is not saved).
 */
export function HeroTitleEditor({ config, title, hero }: { config: ThemePageConfig; title: string; hero: ThemeHero | undefined }) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <UnsavedChangesGuard description="Your hero title has not been saved.">
        {() => <HeroTitleForm config={config} title={title} hero={hero} onDone={() => setEditing(false)} />}
      </UnsavedChangesGuard>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h1 id="theme-hero-title" className="max-w-4xl text-4xl text-white md:text-5xl">
        {title}
      </h1>
      <Button variant="secondary" size="icon" aria-label="Edit hero title" onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" />
      </Button>
    </div>
  );
}

/** The title being edited, from the hero as it was when the pencil was pressed (or as reloaded after a refusal). */
function HeroTitleForm({ config, title, hero, onDone }: { config: ThemePageConfig; title: string; hero: ThemeHero | undefined; onDone: () => void }) {
  const inputId = useId();
  const [draft, setDraft] = useState(title);
  const [loaded, setLoaded] = useState(hero);
  const save = useSaveHeroTitle();
  const client = useQueryClient();
  const theme = config.theme.slug;
  // A typed title not saved yet: reloading after a refusal (or leaving the page) asks first.
  useUnsavedChanges(draft.trim() !== heroTitle(config, loaded).trim());
  const conflict = useSaveConflict(
    () => client.fetchQuery({ queryKey: themeHeroKey(theme), queryFn: () => fetchThemeHero(theme), staleTime: 0 }),
    (latest) => {
      setLoaded(latest);
      setDraft(heroTitle(config, latest));
    },
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = titleToSave(draft, heroTitle(config, loaded));
    if (next === null) return onDone();
    save.mutate({ theme, hero: loaded, custom_title: next, checked: true }, { onSuccess: onDone, onError: conflict.refused });
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-center gap-3">
      <h1 id="theme-hero-title" className="sr-only">
        {title}
      </h1>
      <label htmlFor={inputId} className="sr-only">
        Hero title
      </label>
      <input
        id={inputId}
        autoFocus
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
        className="min-h-14 w-full max-w-2xl rounded-md border-2 border-white bg-black/40 px-4 font-serif text-3xl font-bold text-white"
      />
      <Button type="submit" size="icon" aria-label="Save hero title" busy={save.isPending}>
        <Check aria-hidden="true" />
      </Button>
      <Button variant="secondary" size="icon" aria-label="Cancel editing the hero title" onClick={onDone}>
        <X aria-hidden="true" />
      </Button>
      {conflict.props ? (
        <div className="w-full max-w-2xl text-ink">
          <SaveConflict {...conflict.props} />
        </div>
      ) : null}
    </form>
  );
}
