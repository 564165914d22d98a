import { Outlet, useLocation } from 'react-router';
import { SiteFrame } from '../../components/site/site-frame';
import { RouteErrorBoundary } from '../../components/site/route-error';

/** Layout route of the public pages. A page that fails shows the error page under the site's header, which stays. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <SiteFrame>
      <RouteErrorBoundary path={pathname} inFrame>
        <Outlet />
      </RouteErrorBoundary>
    </SiteFrame>
  );
}
