import { ImageIcon, LoaderCircle, Search, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field, FormMessage } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/select';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { ImagePicker } from '../generator/image-picker';
import { AD_POSITIONS, AD_TARGET_PAGES, uploadAdImage, type Ad, type AdForm, type AdFormat, type AdTargetPage } from './ads-api';

export const AD_REQUIRED = 'Please fill in required fields: image, and select at least one target page';
export const BROKEN_PREVIEW = 'Unable to load the image. Please check the URL.';

const EMPTY: AdForm = { title: '', image_url: '', link_url: '', format: 'square', target_pages: [], position: 1 };

const formOf = (ad?: Ad | null): AdForm =>
  ad
    ? {
        title: ad.title ?? '',
        image_url: ad.image_url,
        link_url: ad.link_url ?? '',
        format: ad.format,
        target_pages: [...ad.target_pages],
        position: ad.position ?? 1,
      }
    : EMPTY;

export interface AdFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The ad to edit; null to create one. */
  ad: Ad | null;
  saving: boolean;
  onSave: (form: AdForm) => void;
}

/** Create or edit an ad: title, image (upload, address or image search), link, format, target pages, position. */
export function AdFormDialog({ open, onOpenChange, ad, saving, onSave }: AdFormDialogProps) {
  const [form, setForm] = useState<AdForm>(() => formOf(ad));
  const [problem, setProblem] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const pagesLabel = useId();
  const uploadHint = useId();

  // The preview follows the address once typing pauses, so half-typed addresses raise no broken-image toast.
  const [preview, setPreview] = useState({ url: '', broken: false });
  useEffect(() => {
    const url = form.image_url.trim();
    const timer = setTimeout(() => setPreview((previous) => (previous.url === url ? previous : { url, broken: false })), 600);
    return () => clearTimeout(timer);
  }, [form.image_url]);

  // The required-fields message goes away once the form has an image and a target page.
  useEffect(() => {
    if (problem && form.image_url.trim() && form.target_pages.length) setProblem(undefined);
  }, [problem, form.image_url, form.target_pages.length]);

  useEffect(() => {
    if (open) {
      setForm(formOf(ad));
      setProblem(undefined);
      setPreview({ url: '', broken: false });
    }
  }, [open, ad]);

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
    onSave(form);
  };

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-3xl">
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
              <div className="flex h-40 w-full items-center justify-center overflow-hidden rounded-lg border border-line bg-sunken">
                {preview.url && !preview.broken ? (
                  <img
                    src={preview.url}
                    alt="Ad image preview"
                    className="h-full w-full object-contain"
                    onError={() => {
                      setPreview((previous) => ({ ...previous, broken: true }));
                      toast({ title: 'Image Error', description: BROKEN_PREVIEW, variant: 'destructive' });
                    }}
                  />
                ) : (
                  <span className="flex items-center gap-2 text-muted">
                    <ImageIcon aria-hidden="true" />
                    {preview.broken ? 'The image could not be loaded' : 'No image chosen'}
                  </span>
                )}
              </div>
            </fieldset>

            <Field label="Link URL (optional)">
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

            <FormMessage message={problem} />

            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="secondary">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" busy={saving || uploading}>
                {saving ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                {ad ? 'Update Ad' : 'Create Ad'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
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
