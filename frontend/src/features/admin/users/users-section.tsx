import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One ruled-off section of the Users tab (staff invitations, API keys, audit log) under its heading and icon;
 * `actions` stand at the heading's right (wrapping below it on a phone).
 */
export function UsersSection({ id, icon: Icon, title, actions, children }: { id: string; icon: LucideIcon; title: string; actions?: ReactNode; children: ReactNode }) {
  const heading = (
    <h3 id={id} className="flex items-center gap-2 text-2xl">
      <Icon aria-hidden="true" className="size-6" />
      {title}
    </h3>
  );
  return (
    <section aria-labelledby={id} className="space-y-4 border-t border-line pt-6">
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
