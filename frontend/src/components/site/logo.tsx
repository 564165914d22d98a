import { Link } from '../../lib/router-links';
import { cn } from '../../lib/cn';

/** The Flying@50 word mark, linking to the magazine home (`taglineClassName`: more classes of the tagline under it). */
export function Logo({ to = '/publisher', className, tagline, taglineClassName }: { to?: string; className?: string; tagline?: string; taglineClassName?: string }) {
  return (
    <Link to={to} className={cn('inline-flex min-h-11 flex-col justify-center no-underline', className)}>
      <span className="font-serif text-2xl leading-none font-bold tracking-tight text-ink md:text-3xl">
        Flying<span className="text-accent">@</span>50
      </span>
      {tagline ? <span className={cn('mt-1 text-sm leading-tight font-semibold tracking-wider text-muted uppercase', taglineClassName)}>{tagline}</span> : null}
    </Link>
  );
}
