import { ImageIcon, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { GuardedDialog, useUnsavedChanges } from '../../../components/ui/guarded-dialog';
import { Input, Textarea } from '../../../components/ui/input';
import type { Theme } from '../../../lib/themes';
import { ImagePicker } from '../../generator/image-picker';
import { creditOf, photoDescription } from '../../generator/image-search';
import { themeWeek } from '../premium/premium-library';
import { PICTURE_DESCRIPTION_MAX, pictureDescriptionHint, SEO_DESCRIPTION_MAX, useCreateWebsite, wordCount, type WebsiteArticle } from './website-api';
import { focusFirstInvalid } from '../../../lib/focus-after-change';

export interface WebsiteCreateDialogProps {
  theme: Theme | null;
  onOpenChange: (open: boolean) => void;
  /** The draft was stored: the tab opens it in the preview. */
  onCreated: (item: WebsiteArticle) => void;
}

function CreateForm({ theme, onCreated }: { theme: Theme; onCreated: (item: WebsiteArticle) => void }) {
  const [title, setTitle] = useState('');
  const [subtitle, setSubtitle] = useState('');
  const [category, setCategory] = useState('');
  const [description, setDescription] = useState('');
  const [article, setArticle] = useState('');
  const [image, setImage] = useState('');
  const [imageAlt, setImageAlt] = useState('');
  const [credit, setCredit] = useState<ReturnType<typeof creditOf>>(null);
  const [picking, setPicking] = useState(false);
  const [touched, setTouched] = useState(false);
  const create = useCreateWebsite();
  useUnsavedChanges([title, subtitle, category, description, article, image].some((value) => value.trim() !== ''));
  const titleMissing = !title.trim();
  const articleMissing = !article.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (titleMissing || articleMissing) return focusFirstInvalid(event.currentTarget);
    if (create.isPending) return;
    const optional = (value: string) => value.trim() || undefined;
    create.mutate(
      {
        title: title.trim(),
        subtitle: optional(subtitle),
        category: optional(category),
        editorial_theme: theme.title,
        meta_description: optional(description),
        featured_image: optional(image),
        // Empty: the picture only decorates.
        featured_image_alt: image.trim() ? imageAlt.trim() : undefined,
        featured_image_credit: image.trim() ? credit : undefined,
        long_form_article: article.trim(),
      },
      { onSuccess: onCreated },
    );
  };

  // The picker sits outside the form (as in ad-form-dialog.tsx): its own search and Custom URL forms would otherwise
  // submit this one through the portal, saving the draft without its picture.
  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-4" aria-busy={create.isPending}>
        <Field label="Title" required error={touched && titleMissing ? 'Enter a title.' : undefined}>
          {(control) => <Input {...control} value={title} maxLength={300} onChange={(e) => setTitle(e.target.value)} autoComplete="off" />}
        </Field>
        <Field label="Subtitle">{(control) => <Input {...control} value={subtitle} maxLength={300} onChange={(e) => setSubtitle(e.target.value)} />}</Field>
        <Field label="Category">
          {(control) => <Input {...control} value={category} maxLength={100} placeholder={theme.title} onChange={(e) => setCategory(e.target.value)} />}
        </Field>
        <Field label="SEO description" hint={`${description.length}/${SEO_DESCRIPTION_MAX} characters`}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={SEO_DESCRIPTION_MAX}
              value={description}
              onChange={(e) => setDescription(e.target.value.slice(0, SEO_DESCRIPTION_MAX))}
              className="min-h-0"
            />
          )}
        </Field>
        <div className="space-y-2">
          <p className="text-base font-semibold">Featured image</p>
          {image ? <img src={image} alt={imageAlt || 'The featured image'} className="max-h-48 rounded-md object-cover" /> : null}
          <Button type="button" variant="secondary" size="sm" onClick={() => setPicking(true)} aria-haspopup="dialog">
            <ImageIcon aria-hidden="true" />
            {image ? 'Change featured image' : 'Choose featured image'}
          </Button>
        </div>
        {image ? (
          <Field label="Picture description" hint={pictureDescriptionHint(imageAlt)}>
            {(control) => (
              <Textarea
                {...control}
                rows={2}
                maxLength={PICTURE_DESCRIPTION_MAX}
                value={imageAlt}
                onChange={(e) => setImageAlt(e.target.value.slice(0, PICTURE_DESCRIPTION_MAX))}
                className="min-h-0"
              />
            )}
          </Field>
        ) : null}
        <Field label="Article" required hint={`${wordCount(article)} words`} error={touched && articleMissing ? 'Write the article.' : undefined}>
          {(control) => <Textarea {...control} rows={12} value={article} onChange={(e) => setArticle(e.target.value)} />}
        </Field>
        <Button type="submit" size="lg" className="w-full" busy={create.isPending}>
          <Save aria-hidden="true" />
          {create.isPending ? 'Saving...' : 'Save Draft'}
        </Button>
      </form>
      <ImagePicker
        open={picking}
        onOpenChange={setPicking}
        onSelect={(url, photo) => {
          setImage(url);
          setImageAlt(photo ? photoDescription(photo) : '');
          setCredit(photo ? creditOf(photo) : null);
        }}
        title="Choose the featured image"
      />
    </>
  );
}

/**
 * Manual Create (docs/product.md#website-articles): write a website article by hand for a theme; it is saved as a draft.
 * Closing it with something written asks first (GuardedDialog).
 */
export function WebsiteCreateDialog({ theme, onOpenChange, onCreated }: WebsiteCreateDialogProps) {
  return (
    <GuardedDialog open={theme !== null} onOpenChange={onOpenChange} description="The article you started has not been saved.">
      <DialogContent className="max-w-2xl">
        {theme ? (
          <>
            <DialogHeader>
              <p className="kicker">Website · Week {themeWeek(theme)}</p>
              <DialogTitle>Manual Create: {theme.title}</DialogTitle>
              <DialogDescription>Write an article by hand. It is saved as a draft; readers see it once you publish it.</DialogDescription>
            </DialogHeader>
            <CreateForm key={theme.slug} theme={theme} onCreated={onCreated} />
          </>
        ) : null}
      </DialogContent>
    </GuardedDialog>
  );
}
