import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { usePageTitle } from '../../lib/use-page-title';
import type { SessionUser } from '../../lib/user';
import { DASHBOARD_TABS, tabForPath, type DashboardTab } from './dashboard-tabs';
import { StaffGate } from './staff-gate';
import { StaffHeader } from './staff-header';
import { UserManagementTab } from './user-management-tab';
import { WebsiteEditorMenu } from './website-editor-menu';

function Dashboard({ user }: { user: SessionUser }) {
  const { pathname } = useLocation();
  const [tab, setTab] = useState<DashboardTab>(() => tabForPath(pathname));
  usePageTitle('Editorial dashboard');

  return (
    <div className="min-h-screen bg-paper">
      <StaffHeader user={user} area="Editorial dashboard">
        <WebsiteEditorMenu />
        <Link to="/admin/content-generator" className={buttonClasses('secondary', 'sm')}>
          <Sparkles aria-hidden="true" />
          Content Generator
        </Link>
      </StaffHeader>
      <main id="main-content" tabIndex={-1} className="container-page py-8 focus:outline-none">
        <h1 className="sr-only">Editorial dashboard</h1>
        <Tabs value={tab} onValueChange={(value) => setTab(value as DashboardTab)}>
          <TabsList aria-label="Dashboard sections">
            {DASHBOARD_TABS.map((info) => (
              <TabsTrigger key={info.value} value={info.value}>
                {info.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {DASHBOARD_TABS.map((info) => (
            <TabsContent key={info.value} value={info.value} className="space-y-6">
              <div className="space-y-2">
                <h2 className="text-3xl">{info.heading}</h2>
                <p className="max-w-reading text-lg text-muted">{info.summary}</p>
              </div>
              {info.value === 'user-management' ? <UserManagementTab user={user} /> : null}
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </div>
  );
}

/** The editorial dashboard (/admin, /website, /apple-news-ads, /users, the calendars). */
export function AdminDashboardPage() {
  return <StaffGate area="dashboard">{(user) => <Dashboard user={user} />}</StaffGate>;
}
