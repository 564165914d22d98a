import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/** The Flying@50 word mark, linking to the magazine home. */
export function Logo({ to = '/publisher', className, tagline }: { to?: string; className?: string; tagline?: string }) {
  return (
    <Link to={to} className={cn('inline-flex min-h-11 flex-col justify-center no-underline', className)}>
      <span className="font-serif text-2xl leading-none font-bold tracking-tight text-ink md:text-3xl">
        Flying<span className="text-accent">@</span>50
      </span>
      {tagline ? <span className="mt-1 text-xs font-semibold tracking-wider text-muted uppercase">{tagline}</span> : null}
    </Link>
  );
}
