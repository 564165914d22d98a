import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { creditOf, DEFAULT_IMAGE_QUERY, photoDescription, searchStockPhotos, type StockPhoto } from '../../generator/image-search';
import { TEXTS } from './admin-mutations';
import type { PhotoCreditData } from '../photo-credit';

/** Image search page size on the magazine pages (docs/product.md#admin-mode-on-magazine-pages). */
export const HERO_PICKER_PAGE_SIZE = 12;

/**
 * A dialog searching stock photos 12 at a time, with pages; choosing one calls onSelect with its address, credit and
 * description (photoDescription: '' when the search has none).
 * The search runs only with a non-empty query (docs/product.md#admin-mode-on-magazine-pages).
 */
export function HeroImagePicker({
  open,
  onOpenChange,
  onSelect,
  title,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (url: string, credit: PhotoCreditData | null, description: string) => void;
  title: string;
}) {
  const inputId = useId();
  const [term, setTerm] = useState(DEFAULT_IMAGE_QUERY);
  const [query, setQuery] = useState(DEFAULT_IMAGE_QUERY);
  const [page, setPage] = useState(1);
  const search = useQuery({
    queryKey: ['hero-image-search', query, page],
    queryFn: ({ signal }) => searchStockPhotos(query, signal, { perPage: HERO_PICKER_PAGE_SIZE, page }),
    enabled: open && query.trim() !== '',
    staleTime: 5 * 60_000,
  });

  const { isError, errorUpdatedAt } = search;
  useEffect(() => {
    if (isError) toast({ title: TEXTS.searchFailed, description: TEXTS.searchFailure, variant: 'destructive' });
  }, [isError, errorUpdatedAt]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = term.trim();
    if (!next) return;
    setQuery(next);
    setPage(1);
  };

  const photos = search.data?.photos ?? [];
  const total = search.data?.total_results ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / HERO_PICKER_PAGE_SIZE));

  const choose = (photo: StockPhoto) => {
    onSelect(photo.url, creditOf(photo), photoDescription(photo));
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Search real photos and choose one for the hero section.</DialogDescription>
        </DialogHeader>
        <form role="search" onSubmit={onSubmit} className="mb-5 flex flex-wrap items-end gap-3">
          <div className="flex-1 space-y-2">
            <Label htmlFor={inputId}>Search images</Label>
            <Input id={inputId} value={term} onChange={(event) => setTerm(event.target.value)} />
          </div>
          <Button type="submit" disabled={!term.trim()}>
            <Search aria-hidden="true" />
            Search
          </Button>
        </form>
        {search.isFetching ? (
          <Spinner label="Searching images" showLabel />
        ) : isError ? (
          <p role="alert" className="font-semibold text-danger">
            {TEXTS.searchFailure}
          </p>
        ) : photos.length === 0 ? (
          <p className="text-muted">No images found for "{query}". Try different keywords.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3" aria-label="Images">
            {photos.map((photo) => (
              <li key={photo.id}>
                <button
                  type="button"
                  onClick={() => choose(photo)}
                  aria-label={`Use photo: ${photo.alt || 'stock photo'}${photo.photographer ? `, by ${photo.photographer}` : ''}`}
                  className="block w-full cursor-pointer overflow-hidden rounded-md border border-line hover:border-accent"
                >
                  <img src={photo.thumbnail || photo.url} alt="" loading="lazy" className="aspect-[4/3] w-full bg-sunken object-cover" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <nav aria-label="Image pages" className="mt-5 flex items-center justify-between gap-3">
          <Button variant="secondary" size="sm" onClick={() => setPage((p) => Math.max(1, p - 1))} busy={search.isFetching} disabled={!search.isFetching && page <= 1}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span className="text-base text-muted">
            Page {page} of {lastPage}
          </span>
          <Button variant="secondary" size="sm" onClick={() => setPage((p) => p + 1)} busy={search.isFetching} disabled={!search.isFetching && page >= lastPage}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      </DialogContent>
    </Dialog>
  );
}
