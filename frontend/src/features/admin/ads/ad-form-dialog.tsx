import { ImageIcon, LoaderCircle, Search, Upload } from 'lucide-react';
import { AD_SHAPES } from '../../../lib/ad-shapes';
import { cn } from '../../../lib/cn';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field, FormMessage } from '../../../components/ui/field';
import { GuardedDialog, useUnsavedChanges } from '../../../components/ui/guarded-dialog';
import { Input } from '../../../components/ui/input';
import { SaveConflict, useSaveConflict } from '../../../components/ui/save-conflict';
import { NativeSelect } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { ImagePicker } from '../../generator/image-picker';
import { AD_POSITIONS, AD_TARGET_PAGES, adForm, adFormChanged, fetchAd, uploadAdImage, useSaveAd, type Ad, type AdForm, type AdFormat, type AdTargetPage } from './ads-api';
import { focusFirstInvalid } from '../../../lib/focus-after-change';

export const AD_REQUIRED = 'Please fill in required fields: image, and select at least one target page';
export const BROKEN_PREVIEW = 'Unable to load the image. Please check the URL.';
export const LINK_PROBLEM = 'Enter the whole address, starting with https:// or http:// (for example https://example.com/offer).';

/**
 * The server takes an http or https address as the link (AD_MESSAGES.link): an address typed without it ('example.com')
 * is marked under the field before anything is sent (the refusal came as a toast naming 'link_url').
 */
export function linkProblem(link: string): string | undefined {
  const value = link.trim();
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password) return undefined;
  } catch {
    /* not an address */
  }
  return LINK_PROBLEM;
}

export interface AdFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The ad to edit; null to create one. */
  ad: Ad | null;
}

/**
 * Create or edit an ad: title, image (upload, address or image search), link, format, target pages, position. Closing it
 * with unsaved changes asks first (GuardedDialog). An edit sends only the fields changed, naming the version it opened;
 * refused because someone changed the ad meanwhile, the form keeps the editor's values and offers the latest version.
 */
export function AdFormDialog({ open, onOpenChange, ad }: AdFormDialogProps) {
  return (
    <GuardedDialog open={open} onOpenChange={onOpenChange} description={ad ? 'Your changes to this ad have not been saved.' : 'This new ad has not been saved.'}>
      <DialogContent className="max-w-3xl">
        {/* Mounted at each opening (the content is not kept while closed): it starts from the ad as the list has it, its image shown at once. */}
        <AdFormBody key={ad?.id ?? 'new'} ad={ad} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </GuardedDialog>
  );
}

/** What the form still lacks of the required image and target page, in words. */
function adMissing(form: Pick<AdForm, 'image_url' | 'target_pages'>): string {
  const missing = [form.image_url.trim() ? null : 'an image', form.target_pages.length ? null : 'a target page'].filter(Boolean);
  return missing.join(' and ');
}

function AdFormBody({ ad, onClose }: { ad: Ad | null; onClose: () => void }) {
  // The version the form started from (reloaded after a save refused because someone changed the ad meanwhile).
  const [loaded, setLoaded] = useState(ad);
  const [form, setForm] = useState<AdForm>(() => adForm(ad));
  // Set when a save was refused for a missing image or page; the message then says which, as the form changes.
  const [problem, setProblem] = useState<string>();
  const [linkChecked, setLinkChecked] = useState(false);
  const linkError = linkChecked ? linkProblem(form.link_url) : undefined;
  const [uploading, setUploading] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const pagesLabel = useId();
  const uploadHint = useId();
  const save = useSaveAd();
  const leave = useUnsavedChanges(adFormChanged(form, loaded));

  // The preview shows the ad's image at once, then follows the address once typing pauses, so half-typed addresses
  // raise no broken-image toast.
  const [preview, setPreview] = useState({ url: adForm(ad).image_url, broken: false });
  useEffect(() => {
    const url = form.image_url.trim();
    const timer = setTimeout(() => setPreview((previous) => (previous.url === url ? previous : { url, broken: false })), 600);
    return () => clearTimeout(timer);
  }, [form.image_url]);

  // The required-fields message goes away once the form has an image and a target page.
  useEffect(() => {
    if (problem && form.image_url.trim() && form.target_pages.length) setProblem(undefined);
  }, [problem, form.image_url, form.target_pages.length]);

  const conflict = useSaveConflict(
    () => fetchAd(ad!.id),
    (latest) => {
      setLoaded(latest);
      setForm(adForm(latest));
      setPreview({ url: latest.image_url, broken: false });
      setProblem(undefined);
    },
  );

  const set = <K extends keyof AdForm>(key: K, value: AdForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setImage = (url: string) => set('image_url', url);
  const togglePage = (page: AdTargetPage, on: boolean) =>
    setForm((f) => ({ ...f, target_pages: on ? [...f.target_pages.filter((p) => p !== page), page] : f.target_pages.filter((p) => p !== page) }));

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      setImage(await uploadAdImage(file));
    } catch (error) {
      toast({ title: 'Upload Failed', description: errorMessage(error, 'Failed to upload image'), variant: 'destructive' });
    } finally {
      setUploading(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.image_url.trim() || form.target_pages.length === 0) {
      setProblem(AD_REQUIRED);
      return;
    }
    setProblem(undefined);
    if (linkProblem(form.link_url)) {
      setLinkChecked(true);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    if (loaded && !adFormChanged(form, loaded)) return onClose();
    save.mutate(
      { loaded, form },
      {
        onSuccess: () => {
          onClose();
          toast({ title: loaded ? 'Ad Updated' : 'Ad Created', description: 'Your changes have been saved.' });
        },
        onError: (error) => {
          toast({ title: loaded ? 'Failed to update ad' : 'Failed to create ad', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
          conflict.refused(error);
        },
      },
    );
  };

  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-5">
        <DialogHeader>
          <DialogTitle>{ad ? 'Edit Ad' : 'Create Ad'}</DialogTitle>
          <DialogDescription>Image and at least one target page are required; title and link are optional.</DialogDescription>
        </DialogHeader>

        <Field label="Title (optional)">
          {(control) => <Input {...control} value={form.title} onChange={(e) => set('title', e.target.value)} maxLength={200} />}
        </Field>

        <fieldset className="space-y-3">
          <legend className="text-base font-semibold">Image</legend>
          <div className="flex flex-wrap gap-3">
            <input ref={fileInput} type="file" accept="image/png,image/jpeg,image/gif,image/webp" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={onFile} />
            <Button type="button" variant="secondary" onClick={() => fileInput.current?.click()} busy={uploading} aria-describedby={uploadHint}>
              {uploading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Upload aria-hidden="true" />}
              {uploading ? 'Uploading…' : 'Upload image'}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setPickerOpen(true)} aria-haspopup="dialog">
              <Search aria-hidden="true" />
              Search images
            </Button>
          </div>
          <p id={uploadHint} className="text-sm text-muted">
            PNG, JPG, GIF up to 5MB
          </p>
          <Field label="Image URL">
            {(control) => (
              <Input {...control} type="url" placeholder="https://…" value={form.image_url.startsWith('data:') ? '' : form.image_url} onChange={(e) => setImage(e.target.value)} />
            )}
          </Field>
          {/* Cropped to the format's shape, as readers' pages show it (it was shown whole, so a crop came as a surprise). */}
          <div
            className={cn(
              'flex items-center justify-center overflow-hidden rounded-lg border border-line bg-sunken',
              AD_SHAPES[form.format].className,
              form.format === 'square' ? 'w-full max-w-60' : 'w-full max-w-md',
            )}
          >
            {preview.url && !preview.broken ? (
              <img
                src={preview.url}
                alt="Ad image preview"
                className="h-full w-full bg-white object-cover"
                onError={() => {
                  setPreview((previous) => ({ ...previous, broken: true }));
                  toast({ title: 'Image Error', description: BROKEN_PREVIEW, variant: 'destructive' });
                }}
              />
            ) : (
              <span className="flex items-center gap-2 p-3 text-center text-muted">
                <ImageIcon aria-hidden="true" />
                {preview.broken ? 'The image could not be loaded' : 'No image chosen'}
              </span>
            )}
          </div>
          <p className="text-sm text-muted">
            As readers see it: {AD_SHAPES[form.format].label}, cropped to fit. Change the format below to see the other shape.
          </p>
        </fieldset>

        <Field label="Link URL (optional)" error={linkError}>
          {(control) => <Input {...control} type="url" placeholder="https://…" value={form.link_url} onChange={(e) => set('link_url', e.target.value)} />}
        </Field>

        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Format">
            {(control) => (
              <NativeSelect {...control} value={form.format} onChange={(e) => set('format', e.target.value as AdFormat)}>
                <option value="square">Square</option>
                <option value="featured">Featured</option>
              </NativeSelect>
            )}
          </Field>
          {form.format === 'square' ? (
            <Field label="Position">
              {(control) => (
                <NativeSelect {...control} value={String(form.position)} onChange={(e) => set('position', AD_POSITIONS.find((p) => String(p.value) === e.target.value)?.value ?? 1)}>
                  {AD_POSITIONS.map((p) => (
                    <option key={p.value} value={p.value}>
                      {p.value} – {p.label}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
          ) : null}
        </div>

        <fieldset className="space-y-3" aria-labelledby={pagesLabel}>
          <legend id={pagesLabel} className="text-base font-semibold">
            Target pages
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {AD_TARGET_PAGES.map((page) => (
              <label key={page.value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-sunken">
                <Checkbox checked={form.target_pages.includes(page.value)} onCheckedChange={(on) => togglePage(page.value, on === true)} />
                <span>{page.label}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <FormMessage message={problem === AD_REQUIRED ? `${AD_REQUIRED} (missing: ${adMissing(form)})` : problem} />
        {conflict.props ? <SaveConflict {...conflict.props} /> : null}

        <DialogFooter>
          <Button type="button" variant="secondary" onClick={() => leave(onClose)}>
            Cancel
          </Button>
          <Button type="submit" busy={save.isPending || uploading}>
            {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {ad ? 'Update Ad' : 'Create Ad'}
          </Button>
        </DialogFooter>
      </form>
      <ImagePicker
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        title="Choose an Ad Image"
        onSelect={(url) => {
          setImage(url);
          setPickerOpen(false);
        }}
      />
    </>
  );
}
