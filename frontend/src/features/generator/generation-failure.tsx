import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api';
import { GENERATION_FALLBACK } from './generator-api';

/**
 * Why a generation made nothing, kept beside its form until the next try (the toast goes after a few seconds): `title`,
 * then the server's words (a missing setting names it), else the ~2 minutes text. `children`: what may be done next.
 */
export function GenerationFailure({ title, error, children }: { title: string; error: unknown; children?: ReactNode }) {
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-danger bg-danger-soft p-5">
      <p className="text-lg font-semibold text-danger">{title}</p>
      <p className="text-base text-ink">{errorMessage(error, GENERATION_FALLBACK)}</p>
      {children}
    </div>
  );
}
