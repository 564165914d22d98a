import { Fragment, type HTMLAttributes, type ReactNode } from 'react';

export interface MetaLineProps extends HTMLAttributes<HTMLElement> {
  /** The facts in order; empty ones (null, undefined, false, '') are left out with their dot. */
  items: ReactNode[];
  as?: 'p' | 'span' | 'div';
  /**
   * Classes of the dots, which otherwise take the line's colour and weight ('font-normal text-muted' on a bold line;
   * 'sm:hidden' where the facts become pills from 640 px).
   */
  separatorClassName?: string;
}

/**
 * A line of facts joined with '·' ('Set October 22, 2026 · Archived November 21, 2026'). Each dot is tied to the fact
 * before it by a no-break space, and an ordinary space follows it, so where the line wraps (a phone, large text) the
 * dot ends a line and never starts one (on a 390 px phone '· Archived November 21, 2026' began a line of its own). In a
 * flex row each fact and its dot are one item, so they wrap together there too. Screen readers hear a comma for each
 * dot ('Set October 22, 2026, Archived November 21, 2026'); the comma is not selectable, so copied text reads as shown
 * ('·', not '·,').
 */
export function MetaLine({ items, as: Tag = 'p', separatorClassName, ...props }: MetaLineProps) {
  const shown = items.filter((item) => item !== null && item !== undefined && item !== false && item !== '');
  return (
    <Tag {...props}>
      {shown.map((item, index) => (
        <Fragment key={index}>
          {index > 0 ? ' ' : null}
          <span>
            {item}
            {index < shown.length - 1 ? (
              <>
                <span aria-hidden="true" className={separatorClassName}>
                  {'\u00a0·'}
                </span>
                <span className="sr-only select-none">,</span>
              </>
            ) : null}
          </span>
        </Fragment>
      ))}
    </Tag>
  );
}
