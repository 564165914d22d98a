import { Check, Pencil, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import type { ThemeHero } from '../publisher-api';
import type { ThemePageConfig } from '../theme-config';
import { useSaveHeroTitle } from './admin-mutations';

/** The trimmed new title, or null when nothing would change (the editor then just closes; docs/product.md#admin-mode-on-magazine-pages). */
export function titleToSave(draft: string, current: string): string | null {
  const trimmed = draft.trim();
  return trimmed && trimmed !== current ? trimmed : null;
}

/** The theme hero's title with a pencil: view, edit, save or cancel. */
export function HeroTitleEditor({ config, title, hero }: { config: ThemePageConfig; title: string; hero: ThemeHero | undefined }) {
  const inputId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(title);
  const save = useSaveHeroTitle();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = titleToSave(draft, title);
    if (next === null) {
      setEditing(false);
      return;
    }
    save.mutate(
      { theme: config.theme.slug, custom_title: next, custom_image_url: hero?.custom_image_url ?? null },
      { onSuccess: () => setEditing(false) },
    );
  };

  if (!editing) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="theme-hero-title" className="max-w-4xl text-4xl text-white md:text-5xl">
          {title}
        </h1>
        <Button
          variant="secondary"
          size="icon"
          aria-label="Edit hero title"
          onClick={() => {
            setDraft(title);
            setEditing(true);
          }}
        >
          <Pencil aria-hidden="true" />
        </Button>
      </div>
    );
  }

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
          if (event.key === 'Escape') setEditing(false);
        }}
        className="min-h-14 w-full max-w-2xl rounded-md border-2 border-white bg-black/40 px-4 font-serif text-3xl font-bold text-white"
      />
      <Button type="submit" size="icon" aria-label="Save hero title" busy={save.isPending}>
        <Check aria-hidden="true" />
      </Button>
      <Button variant="secondary" size="icon" aria-label="Cancel editing the hero title" onClick={() => setEditing(false)}>
        <X aria-hidden="true" />
      </Button>
    </form>
  );
}
