import { BookOpen, Sparkles } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../lib/router-links';
import { Button, buttonClasses } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { usePageTitle } from '../../lib/use-page-title';
import type { SessionUser } from '../../lib/user';
import { AdsTab } from './ads/ads-tab';
import { AppleNewsTab } from './apple-news/apple-news-tab';
import { DashboardMenu } from './dashboard-menu';
import { DASHBOARD_TABS, tabForPath, type DashboardTab } from './dashboard-tabs';
import { usePreloadStaffDialogs } from './lazy-staff-dialogs';
import { LibraryDialog } from './library-dialog';
import { NewsletterTab } from './newsletter/newsletter-tab';
import { PremiumTab } from './premium/premium-tab';
import { StaffGate } from '../staff/staff-gate';
import { StaffHeader } from '../staff/staff-header';
import { StaffFooter } from '../staff/staff-footer';
import { useAutoInitialize } from './use-auto-initialize';
import { UserManagementTab } from './users/user-management-tab';
import { WebsiteEditorMenu } from './website/website-editor-menu';
import { WebsiteTab } from './website/website-tab';

function tabBody(tab: DashboardTab, user: SessionUser): ReactNode {
  switch (tab) {
    case 'premium':
      return <PremiumTab />;
    case 'apple-news':
      return <AppleNewsTab />;
    case 'ads':
      return <AdsTab />;
    case 'newsletter':
      return <NewsletterTab user={user} />;
    case 'user-management':
      return <UserManagementTab user={user} />;
    case 'website':
      return <WebsiteTab />;
    default:
      return null;
  }
}

function Dashboard({ user }: { user: SessionUser }) {
  const { pathname } = useLocation();
  const [tab, setTab] = useState<DashboardTab>(() => tabForPath(pathname));
  const [libraryOpen, setLibraryOpen] = useState(false);
  usePageTitle('Editorial dashboard');
  useAutoInitialize();
  usePreloadStaffDialogs();

  return (
    <div className="min-h-screen bg-paper">
      <StaffHeader
        user={user}
        area="Editorial dashboard"
        mobileMenu={<DashboardMenu email={user.email} tab={tab} onTab={setTab} onLibrary={() => setLibraryOpen(true)} />}
      >
        <WebsiteEditorMenu />
        <Button variant="secondary" size="sm" onClick={() => setLibraryOpen(true)} aria-haspopup="dialog">
          <BookOpen aria-hidden="true" />
          Library
        </Button>
        <Link to="/admin/content-generator" className={buttonClasses('secondary', 'sm')}>
          <Sparkles aria-hidden="true" />
          Content Generator
        </Link>
      </StaffHeader>
      <main id="main-content" tabIndex={-1} className="container-page min-h-screen py-8 focus:outline-none">
        <h1 className="sr-only">Editorial dashboard</h1>
        <Tabs value={tab} onValueChange={(value) => setTab(value as DashboardTab)}>
          {/* Phones choose the tab from the header's Menu. */}
          <div className="hidden md:block">
            <TabsList aria-label="Dashboard sections">
              {DASHBOARD_TABS.map((info) => (
                <TabsTrigger key={info.value} value={info.value}>
                  {info.label}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          {DASHBOARD_TABS.map((info) => (
            <TabsContent key={info.value} value={info.value} className="space-y-6">
              <div className="space-y-2">
                <h2 className="text-3xl">{info.heading}</h2>
                <p className="max-w-reading text-lg text-muted">{info.summary}</p>
              </div>
              {tabBody(info.value, user)}
            </TabsContent>
          ))}
        </Tabs>
      </main>
      <StaffFooter />
      <LibraryDialog open={libraryOpen} onOpenChange={setLibraryOpen} />
    </div>
  );
}

/** The editorial dashboard (/admin, /website, /apple-news-ads, /users, the calendars). */
export function AdminDashboardPage() {
  return <StaffGate area="dashboard">{(user) => <Dashboard user={user} />}</StaffGate>;
}
