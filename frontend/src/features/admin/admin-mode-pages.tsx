import { useLocation } from 'react-router';
import { SiteFrame } from '../../components/site/site-frame';
import { findTheme } from '../../lib/themes';
import { PublisherHomePage } from '../publisher/publisher-home-page';
import { ThemePage } from '../publisher/theme-page';
import { StaffGate } from './staff-gate';

/**
 * /admin/publisher and /admin/{theme}: the magazine pages in admin mode, for signed-in staff.
 * The router only sends the seven editable pages here.
 */
export function AdminModePage() {
  const { pathname } = useLocation();
  const theme = findTheme(pathname.split('/')[2]);

  return (
    <StaffGate area="dashboard">
      {(user) => (
        <SiteFrame>
          {theme ? <ThemePage theme={theme} adminEmail={user.email} /> : <PublisherHomePage adminEmail={user.email} />}
        </SiteFrame>
      )}
    </StaffGate>
  );
}
