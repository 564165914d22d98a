import { useId } from 'react';

export interface OnThisPageLink {
  /** The id of the part's heading or section: the link is `#id`. */
  id: string;
  label: string;
}

/**
 * "On this page": links to the parts of a long page (the profile's ten cards are about 6,400 px on a phone), in page
 * order. Plain #links: the browser scrolls to the part (below the sticky header: index.css scroll-margin-top) and Tab
 * goes on from there; the address keeps the part, so Back returns to the list.
 */
export function OnThisPage({ links }: { links: OnThisPageLink[] }) {
  const labelId = useId();
  return (
    <nav aria-labelledby={labelId} className="rounded-lg border border-line bg-surface px-5 py-4 shadow-card">
      <p id={labelId} className="font-semibold">
        On this page
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-lg">
        {links.map((link) => (
          <li key={link.id}>
            <a href={`#${link.id}`} className="link">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
