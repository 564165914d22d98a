import { Fragment } from 'react';
import { cn } from '../../lib/cn';

/** Where an address may wrap: after its @ and before each dot ("jane.smith@" / "example.co.uk"). */
export function emailParts(address: string): string[] {
  return address.split(/(?<=@)|(?=\.)/).filter(Boolean);
}

/**
 * An email address as text, for a narrow column: it wraps after the @ and before a dot, as a reader would split it by
 * hand, and inside a part only when that part is wider than the line. `<wbr>` adds no character, so the address reads,
 * copies and matches as it is.
 */
export function EmailAddress({ address, className }: { address: string; className?: string }) {
  return (
    <span className={cn('[overflow-wrap:anywhere]', className)}>
      {emailParts(address).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
