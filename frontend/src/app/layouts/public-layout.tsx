import { Outlet } from 'react-router';
import { SiteFrame } from '../../components/site/site-frame';

/** Layout route of the public pages. */
export function PublicLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}
