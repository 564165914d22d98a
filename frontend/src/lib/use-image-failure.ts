import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export interface ImageFailure {
  /** True once the picture at this address could not be loaded: show its fallback instead. */
  failed: boolean;
  /** Spread on the <img>. */
  imgProps: { ref: RefObject<HTMLImageElement | null>; onError: () => void };
}

/**
 * Whether the picture at `src` could not be loaded (a deleted upload, a photo gone from Pexels), so the page shows its
 * fallback rather than a broken-image icon. The img's error event covers a failure once React is on the page; on a
 * page rendered by the server the picture may fail before that, and React does not replay that event, so the img is
 * also checked when the component mounts: complete with no width is a picture the browser has given up on (one still
 * loading, or waiting to be scrolled near, is not complete).
 */
export function useImageFailure(src: string | null | undefined): ImageFailure {
  const ref = useRef<HTMLImageElement>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const onError = useCallback(() => setFailedSrc(src ?? null), [src]);
  useEffect(() => {
    const img = ref.current;
    if (src && img && img.complete && img.naturalWidth === 0) setFailedSrc(src);
    // Once, on mount: the picture as the server's page had it; later failures come as error events.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return { failed: !!src && failedSrc === src, imgProps: { ref, onError } };
}
