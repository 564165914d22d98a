import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The public magazine frame: site header, the page as the main landmark, site footer. The main landmark is at least a
 * screen tall, so the footer starts below the fold while a page loads and does not jump down when it arrives.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
