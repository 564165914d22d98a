import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SiteFrame } from '../../../components/site/site-frame';
import { findTheme } from '../../../lib/themes';
import { PublisherAdminContext } from '../admin-kit';
import { adminKit } from './admin-kit-impl';
import { AdminModeBanner } from './admin-mode-banner';
import { PublisherHomePage } from '../publisher-home-page';
import { ThemeRoute } from '../theme-page';
import { THEME_PAGES } from '../theme-pages/all';
import { StaffGate } from '../../staff/staff-gate';

function AdminTools({ email, children }: { email: string; children: ReactNode }) {
  const kit = useMemo(() => adminKit(email), [email]);
  return <PublisherAdminContext value={kit}>{children}</PublisherAdminContext>;
}

/**
 * /admin/publisher and /admin/{theme} (?page=N, and its month archive /admin/{theme}/archive[/YYYY-MM]; /editor/...
 * redirect here): the magazine pages in admin mode, for signed-in staff. The session check is retried once (docs/product.md#admin-mode-on-magazine-pages); the server refuses
 * every write to anyone else. The admin-mode bar is drawn here, under the magazine's header, with the first render once
 * the session is known (not by each page once its articles have loaded: the page jumped down for staff).
 */
export function AdminModePage() {
  const { pathname } = useLocation();
  const theme = findTheme(pathname.split('/')[2]);

  return (
    <StaffGate area="dashboard" retry={1}>
      {(user) => (
        <AdminTools email={user.email}>
          <SiteFrame>
            <AdminModeBanner email={user.email} />
            {theme ? <ThemeRoute config={THEME_PAGES[theme.slug]} /> : <PublisherHomePage />}
          </SiteFrame>
        </AdminTools>
      )}
    </StaffGate>
  );
}
