import { useQuery } from '@tanstack/react-query';
import { ImageOff, Link2, LoaderCircle, Search, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../components/ui/use-toast';
import {
  DEFAULT_IMAGE_QUERY,
  ImageSearchError,
  isImageUrl,
  searchStockPhotos,
  uploadStaffImage,
  type StockPhoto,
} from './image-search';
import { errorMessage } from '../../lib/api';
import { useImageFailure } from '../../lib/use-image-failure';

export interface ImagePickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Called with the chosen image's address (and the stock photo when it came from the search);
   * the picker then closes.
   */
  onSelect: (url: string, photo?: StockPhoto) => void;
  /** Dialog title (default 'Choose an Image'). */
  title?: string;
  description?: string;
  /** The first search, run when the picker opens (default 'fit mature athlete training fitness'). */
  defaultQuery?: string;
}

type PickerTab = 'browse' | 'upload' | 'custom';

function SearchErrorPanel({
  error,
  onRetry,
  retrying,
  onOtherWay,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  onOtherWay: (tab: PickerTab) => void;
}) {
  const message = error instanceof Error ? error.message : 'Failed to search images.';
  const detail = error instanceof ImageSearchError ? error.serverMessage : undefined;
  const needsLogin = error instanceof ImageSearchError && error.status === 401;
  // 503: image search is not set up on this server (PEXELS_API_KEY); trying again would fail the same way.
  const notConfigured = error instanceof ImageSearchError && error.status === 503;
  return (
    <div role="alert" className="space-y-3 rounded-lg border-2 border-danger bg-danger-soft p-5 text-danger">
      <p className="font-bold">Error searching for images:</p>
      <p>{message}</p>
      {detail ? <p className="text-ink">{detail}</p> : null}
      {needsLogin ? <p className="text-ink">Make sure you're logged in and try again.</p> : null}
      {notConfigured ? (
        <div className="space-y-3 text-ink">
          <p>You can still upload a picture from this device or use the address of an image.</p>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" size="sm" onClick={() => onOtherWay('upload')}>
              <Upload aria-hidden="true" />
              Upload a picture
            </Button>
            <Button variant="secondary" size="sm" onClick={() => onOtherWay('custom')}>
              <Link2 aria-hidden="true" />
              Use an image address
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" size="sm" onClick={onRetry} busy={retrying}>
          Try Again
        </Button>
      )}
    </div>
  );
}

function PhotoButton({ photo, onChoose }: { photo: StockPhoto; onChoose: (photo: StockPhoto) => void }) {
  // A thumbnail that does not load still leaves the photo choosable (its address may work where it is used).
  const thumbnail = useImageFailure(photo.thumbnail || photo.url);
  const by = photo.photographer ? `Photo by ${photo.photographer}` : 'Stock photo';
  return (
    <li>
      <button
        type="button"
        onClick={() => onChoose(photo)}
        aria-label={`Use photo: ${photo.alt || by}${photo.photographer ? `, by ${photo.photographer}` : ''}`}
        className="flex w-full cursor-pointer flex-col overflow-hidden rounded-md border border-line bg-surface text-left hover:border-accent focus-visible:border-accent"
      >
        {thumbnail.failed ? (
          <span className="flex aspect-[4/3] w-full items-center justify-center bg-sunken p-3 text-center text-sm text-muted">
            {photo.alt || 'Preview not available'}
          </span>
        ) : (
          <img
            src={photo.thumbnail || photo.url}
            alt=""
            loading="lazy"
            {...thumbnail.imgProps}
            className="aspect-[4/3] w-full bg-sunken object-cover"
          />
        )}
        <span className="truncate px-3 py-2 text-sm text-muted">{by}</span>
      </button>
    </li>
  );
}

function BrowseTab({
  defaultQuery,
  onChoose,
  onOtherWay,
}: {
  defaultQuery: string;
  onChoose: (photo: StockPhoto) => void;
  onOtherWay: (tab: PickerTab) => void;
}) {
  const inputId = useId();
  // The toast is for a search the editor asked for; the first one, run as the picker opens, fails in the panel alone.
  const asked = useRef(false);
  const [term, setTerm] = useState(defaultQuery);
  const [query, setQuery] = useState(defaultQuery.trim());
  const search = useQuery({
    queryKey: ['image-search', query],
    queryFn: ({ signal }) => searchStockPhotos(query, signal),
    enabled: query !== '',
    staleTime: 5 * 60_000,
    gcTime: 5 * 60_000,
  });

  const { isError, errorUpdatedAt, error } = search;
  useEffect(() => {
    if (!isError || !asked.current) return;
    const message = error instanceof Error ? error.message : 'Failed to search images.';
    const detail = error instanceof ImageSearchError ? error.serverMessage : undefined;
    toast({ title: 'Search failed', description: detail ? `${message}. ${detail}` : message, variant: 'destructive' });
  }, [isError, errorUpdatedAt, error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = term.trim();
    if (!next) {
      toast({ title: 'Search required', description: 'Please enter a search term to find images', variant: 'destructive' });
      return;
    }
    asked.current = true;
    if (next === query) void search.refetch();
    else setQuery(next);
  };
  const retry = () => {
    asked.current = true;
    void search.refetch();
  };

  const photos = search.data?.photos ?? [];
  return (
    <div className="space-y-5">
      <form onSubmit={submit} role="search" className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1 space-y-2">
          <Label htmlFor={inputId}>Search images</Label>
          <Input id={inputId} type="search" value={term} onChange={(event) => setTerm(event.target.value)} />
        </div>
        <Button type="submit" busy={search.isFetching}>
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>

      <div aria-live="polite" className="min-h-48">
        {search.isFetching ? (
          <div className="flex justify-center py-10">
            <Spinner label="Searching for images" showLabel />
          </div>
        ) : search.isError ? (
          <SearchErrorPanel error={search.error} onRetry={retry} retrying={search.isFetching} onOtherWay={onOtherWay} />
        ) : search.isSuccess && photos.length === 0 ? (
          <p className="rounded-lg border border-line bg-sunken p-6 text-center text-muted">
            No images found for "{query}". Try different keywords.
          </p>
        ) : photos.length ? (
          <div className="space-y-3">
            <p className="text-sm text-muted">
              {photos.length} photos for "{query}". Choose one to use it. Photos provided by{' '}
              <a href="https://www.pexels.com" target="_blank" rel="noopener noreferrer" className="link">
                Pexels
              </a>
              .
            </p>
            <ul className="grid max-h-[45vh] grid-cols-2 gap-3 overflow-y-auto p-1 md:grid-cols-3 lg:grid-cols-4">
              {photos.map((photo) => (
                <PhotoButton key={photo.id} photo={photo} onChoose={onChoose} />
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}

function CustomUrlTab({ onUse, autoFocus }: { onUse: (url: string) => void; autoFocus?: boolean }) {
  const inputId = useId();
  const hintId = useId();
  const [value, setValue] = useState('');
  const trimmed = value.trim();
  const preview = useImageFailure(trimmed);
  const showPreview = isImageUrl(trimmed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    // An address whose preview did not load shows nothing on the site either (a page, a typo, an http:// picture the
    // site's security policy blocks): refused like a malformed one.
    if (!isImageUrl(trimmed) || preview.failed) {
      toast({ title: 'Invalid URL', description: 'Please enter a valid image URL', variant: 'destructive' });
      return;
    }
    onUse(trimmed);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="space-y-2">
        <Label htmlFor={inputId}>Image URL</Label>
        <p id={hintId} className="text-sm text-muted">
          The full web address of the image, starting with https://
        </p>
        <div className="flex flex-wrap gap-3">
          <Input
            id={inputId}
            type="url"
            inputMode="url"
            autoFocus={autoFocus}
            aria-describedby={hintId}
            placeholder="https://example.com/photo.jpg"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            className="min-w-56 flex-1"
          />
          <Button type="submit" disabled={!trimmed}>
            <Link2 aria-hidden="true" />
            Use Image
          </Button>
        </div>
      </div>
      {showPreview ? (
        preview.failed ? (
          <p className="flex items-center gap-2 text-muted">
            <ImageOff aria-hidden="true" className="size-5" />
            No preview: this address did not load as an image, so readers would see nothing. Check it, or upload the
            picture instead.
          </p>
        ) : (
          <figure className="space-y-2">
            <img
              src={trimmed}
              alt="Preview of the image at this address"
              {...preview.imgProps}
              className="max-h-64 rounded-md border border-line bg-sunken object-contain"
            />
            <figcaption className="text-sm text-muted">Preview</figcaption>
          </figure>
        )
      ) : null}
    </form>
  );
}

/** A picture from this device: stored on the site (the staff upload), then chosen at once. */
function UploadTab({ onUse, autoFocus }: { onUse: (url: string) => void; autoFocus?: boolean }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setFailure(null);
    try {
      onUse(await uploadStaffImage(file));
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to upload image'));
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className="space-y-3 pt-4">
      <input ref={fileInput} type="file" accept="image/png,image/jpeg,image/gif,image/webp" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={onFile} />
      <Button type="button" variant="secondary" onClick={() => fileInput.current?.click()} busy={uploading} aria-describedby={hintId} autoFocus={autoFocus}>
        {uploading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Upload aria-hidden="true" />}
        {uploading ? 'Uploading…' : 'Upload image'}
      </Button>
      <p id={hintId} className="text-sm text-muted">
        A picture from this device: PNG, JPG, GIF or WebP up to 5MB, stored on this site.
      </p>
      {failure ? (
        <p role="alert" className="rounded-md border-2 border-danger bg-danger-soft p-4 text-danger">
          Upload Failed: {failure}
        </p>
      ) : null}
    </div>
  );
}

/** The picker's three ways, opening on Browse Images (mounted with the dialog, so each opening starts there). */
function PickerTabs({ defaultQuery, choose }: { defaultQuery: string; choose: (url: string, photo?: StockPhoto) => void }) {
  const [tab, setTab] = useState<PickerTab>('browse');
  // Sent from the search's error panel to another way: focus goes with it (the button pressed is gone).
  const [sent, setSent] = useState(false);
  const otherWay = (next: PickerTab) => {
    setSent(true);
    setTab(next);
  };
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as PickerTab)}>
      <TabsList aria-label="How to choose the image">
        <TabsTrigger value="browse">
          <Search aria-hidden="true" />
          Browse Images
        </TabsTrigger>
        <TabsTrigger value="upload">
          <Upload aria-hidden="true" />
          Upload
        </TabsTrigger>
        <TabsTrigger value="custom">
          <Link2 aria-hidden="true" />
          Custom URL
        </TabsTrigger>
      </TabsList>
      <TabsContent value="browse">
        <BrowseTab defaultQuery={defaultQuery} onChoose={(photo) => choose(photo.url, photo)} onOtherWay={otherWay} />
      </TabsContent>
      <TabsContent value="upload">
        <UploadTab onUse={(url) => choose(url)} autoFocus={sent} />
      </TabsContent>
      <TabsContent value="custom">
        <CustomUrlTab onUse={(url) => choose(url)} autoFocus={sent} />
      </TabsContent>
    </Tabs>
  );
}

/**
 * Choosing an image: 'Browse Images' searches the stock-photo library (real people, not AI generated), 'Upload' stores
 * a picture from the device and 'Custom URL' takes any image address. Reusable by every screen that sets images.
 */
export function ImagePicker({
  open,
  onOpenChange,
  onSelect,
  title = 'Choose an Image',
  description = 'Search real-life photos of real people, upload a picture of your own, or use the address of an image you already have.',
  defaultQuery = DEFAULT_IMAGE_QUERY,
}: ImagePickerProps) {
  const choose = (url: string, photo?: StockPhoto) => {
    onSelect(url, photo);
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-5xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <PickerTabs defaultQuery={defaultQuery} choose={choose} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
