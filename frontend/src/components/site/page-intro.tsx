import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface PageIntroProps {
  kicker?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The opening band of a page: a small label, the page's one <h1>, and a lead paragraph. */
export function PageIntro({ kicker, title, lead, children, className }: PageIntroProps) {
  return (
    <section className={cn('border-b border-line bg-surface', className)}>
      <div className="container-page space-y-5 py-12 md:py-16">
        {kicker ? <p className="kicker">{kicker}</p> : null}
        <h1 className="max-w-4xl text-4xl md:text-5xl">{title}</h1>
        {lead ? <p className="max-w-reading text-lg text-muted md:text-xl">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
