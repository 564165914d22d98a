import { LayoutDashboard, PencilLine } from 'lucide-react';
import { Link } from '../../../lib/router-links';

/**
 * Tells an editor that a public page is open in admin mode, and as whom, with the way back to the editorial dashboard
 * (the magazine's own header is the public one). One slim row from 640 px; on phones the address and the link share
 * two short lines (the sentence for visitors is left to screen readers there).
 */
export function AdminModeBanner({ email }: { email: string }) {
  return (
    <div role="note" aria-label="Admin mode" data-admin-mode-banner className="border-b border-premium/30 bg-premium-soft text-premium">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-4 py-0.5 text-base font-semibold">
        <p className="flex min-w-0 items-center gap-2 py-1 leading-snug sm:py-1.5 sm:leading-normal">
          <PencilLine aria-hidden="true" className="size-5 shrink-0" />
          <span className="min-w-0 break-words">
            Admin mode: you are viewing this page as {email}.<span className="sr-only sm:not-sr-only"> Public visitors do not see this bar.</span>
          </span>
        </p>
        <Link to="/admin" className="inline-flex min-h-11 items-center gap-2 underline underline-offset-4 hover:no-underline">
          <LayoutDashboard aria-hidden="true" className="size-5 shrink-0" />
          Back to the dashboard
        </Link>
      </div>
    </div>
  );
}
