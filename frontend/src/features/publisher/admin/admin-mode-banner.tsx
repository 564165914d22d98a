import { PencilLine } from 'lucide-react';

/** Tells an editor that a public page is open in admin mode, and as whom. */
export function AdminModeBanner({ email }: { email: string }) {
  return (
    <div role="note" className="border-b border-premium/30 bg-premium-soft text-premium">
      <p className="container-page flex min-h-12 flex-wrap items-center gap-2 py-2 text-base font-semibold">
        <PencilLine aria-hidden="true" className="size-5" />
        Admin mode: you are viewing this page as {email}. Public visitors do not see this bar.
      </p>
    </div>
  );
}
