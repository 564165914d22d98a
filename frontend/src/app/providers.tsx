import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { followControlInUse } from '../components/ui/control-in-use';
import { useToast } from '../components/ui/use-toast';

/**
 * The toast area (Radix Toast) is loaded the first time something asks for a toast, so public
 * pages do not download it up front. If the chunk cannot be loaded the next toast tries again.
 */
function DeferredToaster() {
  const { toasts } = useToast();
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  const needed = toasts.length > 0;
  // From the start: the first toast already appears away from the control in use (control-in-use.ts, toast-side.ts).
  useEffect(followControlInUse, []);

  useEffect(() => {
    if (!needed || Toaster) return;
    let cancelled = false;
    import('../components/ui/toaster')
      .then((module) => {
        if (!cancelled) setToaster(() => module.Toaster);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [needed, Toaster]);

  return Toaster ? <Toaster /> : null;
}

/**
 * What every screen relies on: the query cache and the toast area. Tooltips need Radix's
 * TooltipProvider, which each lazily loaded area (staff, member) mounts at its own root.
 */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
