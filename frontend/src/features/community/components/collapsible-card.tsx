import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

/**
 * A card whose body opens and closes from its heading (a button with aria-expanded inside the h2).
 * The body stays mounted while closed, so a half-written entry or goal is not lost.
 */
export function CollapsibleCard({
  title,
  icon,
  defaultOpen = true,
  headingId,
  className,
  children,
}: {
  title: string;
  icon?: ReactNode;
  defaultOpen?: boolean;
  headingId?: string;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  return (
    <Card className={className}>
      {/* tabIndex -1: focus can be put on the heading after a change inside the card (focusAfterChange). */}
      <h2 id={headingId} tabIndex={-1} className="text-2xl focus:outline-none">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-16 w-full cursor-pointer items-center gap-3 rounded-lg px-6 py-3 text-left hover:bg-sunken/60"
        >
          <ChevronDown aria-hidden="true" className={cn('size-6 shrink-0 text-muted transition-transform', !open && '-rotate-90')} />
          {icon}
          <span className="min-w-0 flex-1">{title}</span>
        </button>
      </h2>
      <div id={contentId} hidden={!open} className="px-6 pt-2 pb-6">
        {children}
      </div>
    </Card>
  );
}
