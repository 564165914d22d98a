import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { GuardedDialog, useUnsavedChanges } from '../../../components/ui/guarded-dialog';
import { Input, Textarea } from '../../../components/ui/input';
import type { EditSettings } from '../admin-kit';
import type { PublicArticle } from '../publisher-api';
import type { EditFormKind } from '../theme-config';
import { useUpdateArticle } from './admin-mutations';
import { useQueryClient } from '@tanstack/react-query';
import { changedFields } from '../../../lib/changed-fields';
import { SaveConflict, useSaveConflict } from '../../../components/ui/save-conflict';
import { fetchWebsiteArticle, WEBSITE_KEY } from '../../admin/website/website-api';

type FieldName = 'title' | 'topic' | 'subtitle' | 'long_form_article' | 'meta_description' | 'seo_title' | 'category' | 'slug';

/** The fields of each edit form (docs/product.md#admin-mode-on-magazine-pages), in order. */
export const EDIT_FORMS: Record<EditFormKind, readonly FieldName[]> = {
  mindset: ['topic', 'long_form_article', 'meta_description', 'seo_title', 'category'],
  review: ['title', 'subtitle', 'long_form_article', 'meta_description', 'category', 'slug'],
  classic: ['title', 'subtitle', 'meta_description', 'category', 'slug', 'long_form_article'],
};

const LABELS: Record<FieldName, string> = {
  title: 'Title',
  topic: 'Topic',
  subtitle: 'Subtitle',
  long_form_article: 'Content',
  meta_description: 'Meta description',
  seo_title: 'SEO title',
  category: 'Category',
  slug: 'URL slug',
};

export const SLUG_HINT = 'The article keeps its current address when this is empty. Lowercase letters, numbers and hyphens only.';

/** The form's starting values from the article. */
export function initialValues(article: PublicArticle, kind: EditFormKind): Record<string, string> {
  return Object.fromEntries(EDIT_FORMS[kind].map((name) => [name, String(article[name] ?? '')]));
}

/**
 * The edit dialog; saving shows 'Saving...' and closes on success. No field is required (docs/product.md#admin-mode-on-magazine-pages).
 * Closing it or Cancel with unsaved changes asks first (GuardedDialog).
 */
export function ArticleEditDialog({ article, edit, onClose }: { article: PublicArticle; edit: EditSettings; onClose: () => void }) {
  return (
    <GuardedDialog open onOpenChange={(open) => !open && onClose()} description="Your changes to this article have not been saved.">
      <ArticleEditForm article={article} edit={edit} onClose={onClose} />
    </GuardedDialog>
  );
}

function ArticleEditForm({ article, edit, onClose }: { article: PublicArticle; edit: EditSettings; onClose: () => void }) {
  // The version the form started from (reloaded after a save refused because someone changed the article meanwhile).
  const [loaded, setLoaded] = useState(article);
  const [values, setValues] = useState(() => initialValues(article, edit.editForm));
  const client = useQueryClient();
  const conflict = useSaveConflict(
    () => client.fetchQuery({ queryKey: [...WEBSITE_KEY, String(article.id)], queryFn: () => fetchWebsiteArticle(article.id), staleTime: 0 }),
    (latest) => {
      setLoaded(latest);
      setValues(initialValues(latest, edit.editForm));
    },
  );
  const update = useUpdateArticle();
  const initial = initialValues(loaded, edit.editForm);
  const leave = useUnsavedChanges(Object.keys(initial).some((name) => values[name] !== initial[name]));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const changed = changedFields(values, initialValues(loaded, edit.editForm));
    if (!Object.keys(changed).length) return onClose();
    update.mutate(
      { id: article.id, fields: { ...changed, ...(loaded.updated_at ? { expected_updated_at: loaded.updated_at } : {}) } },
      { onSuccess: onClose, onError: conflict.refused },
    );
  };

  return (
    <DialogContent className="max-w-3xl">
      <DialogHeader>
        <DialogTitle>Edit Article</DialogTitle>
        <DialogDescription>Changes are live on the magazine as soon as you save.</DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} className="space-y-5">
        {EDIT_FORMS[edit.editForm].map((name) => (
          <Field key={name} label={LABELS[name]} hint={name === 'slug' ? SLUG_HINT : undefined}>
            {(control) =>
              name === 'long_form_article' ? (
                <Textarea {...control} rows={edit.editRows} value={values[name]} onChange={(e) => setValues({ ...values, [name]: e.target.value })} />
              ) : (
                <Input {...control} value={values[name]} onChange={(e) => setValues({ ...values, [name]: e.target.value })} />
              )
            }
          </Field>
        ))}
        {conflict.props ? <SaveConflict {...conflict.props} /> : null}
        <DialogFooter>
          <Button variant="secondary" onClick={() => leave(onClose)}>
            Cancel
          </Button>
          <Button type="submit" busy={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
