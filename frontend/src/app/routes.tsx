import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { PublisherHomePage } from '../features/publisher/publisher-home-page';
import { THEME_PAGES } from '../features/publisher/theme-config';
import { ThemePage } from '../features/publisher/theme-page';
import { EDITABLE_PAGES, THEMES } from '../lib/themes';
import { PublicLayout } from './layouts/public-layout';
import { DASHBOARD_PATHS } from './route-paths';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';

/** A route `lazy` function that loads a module (its own chunk) and uses one of its components. */
function lazyComponent<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

// Staff, generator and member areas are separate chunks: public pages do not download them.
const adminDashboard = lazyComponent(() => import('../features/admin/admin-dashboard-page'), (m) => m.AdminDashboardPage);
const adminModePage = lazyComponent(() => import('../features/admin/admin-mode-pages'), (m) => m.AdminModePage);
const generator = lazyComponent(() => import('../features/generator/generator-page'), (m) => m.GeneratorPage);
const premiumPreview = lazyComponent(() => import('../features/premium/premium-preview-page'), (m) => m.PremiumPreviewPage);
const communityAuth = lazyComponent(() => import('../features/community/community-auth-page'), (m) => m.CommunityAuthPage);
const forgotPassword = lazyComponent(() => import('../features/account/forgot-password-page'), (m) => m.ForgotPasswordPage);
const resetPassword = lazyComponent(() => import('../features/account/reset-password-page'), (m) => m.ResetPasswordPage);
const verifyEmail = lazyComponent(() => import('../features/account/verify-email-page'), (m) => m.VerifyEmailPage);
// Public pages that the home page does not need are chunks of their own too.
const aboutPage = lazyComponent(() => import('../features/landing/about-page'), (m) => m.AboutPage);
const premiumPage = lazyComponent(() => import('../features/premium/premium-page'), (m) => m.PremiumPage);
const searchPage = lazyComponent(() => import('../features/search/search-page'), (m) => m.SearchPage);
// The article page (with the markdown library) is its own chunk; main.tsx waits for it before replacing the server's HTML.
const articlePage = lazyComponent(() => import('../features/article/article-page'), (m) => m.ArticlePage);
const newsletterConfirm = lazyComponent(() => import('../features/newsletter/confirm-page'), (m) => m.NewsletterConfirmPage);
const memberLayout = lazyComponent(() => import('../features/community/member-layout'), (m) => m.MemberLayout);

function redirect(path: string, to: string): RouteObject {
  return { path, element: <Navigate to={to} replace /> };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      // Public magazine.
      {
        element: <PublicLayout />,
        children: [
          { path: '/', element: <PublisherHomePage /> },
          { path: '/publisher', element: <PublisherHomePage /> },
          ...THEMES.map((theme) => ({ path: `/publisher/${theme.slug}`, element: <ThemePage config={THEME_PAGES[theme.slug]} /> })),
          { path: '/article/:idOrSlug', lazy: articlePage },
          { path: '/premium', lazy: premiumPage },
          { path: '/search', lazy: searchPage },
          { path: '*', element: <NotFoundPage /> },
        ],
      },

      // The brand landing page has its own navigation bar and footer.
      { path: '/about', lazy: aboutPage },

      // Old and shared addresses.
      redirect('/content-generator', '/my-journey'),
      ...THEMES.map((theme) => redirect(`/${theme.slug}`, `/publisher/${theme.slug}`)),
      ...EDITABLE_PAGES.map((page) => redirect(`/editor/${page}`, `/admin/${page}`)),
      redirect('/community', '/community/auth'),

      // Staff.
      ...DASHBOARD_PATHS.map((path) => ({ path, lazy: adminDashboard })),
      { path: '/admin/content-generator', lazy: generator },
      ...EDITABLE_PAGES.map((page) => ({ path: `/admin/${page}`, lazy: adminModePage })),
      { path: '/premium-preview/:id', lazy: premiumPreview },

      // Accounts: password reset and address verification (members and staff alike).
      { path: '/forgot-password', lazy: forgotPassword },
      { path: '/reset-password', lazy: resetPassword },
      { path: '/verify-email', lazy: verifyEmail },
      { path: '/newsletter/confirm', lazy: newsletterConfirm },

      // Community.
      { path: '/community/auth', lazy: communityAuth },
      {
        lazy: memberLayout,
        children: [
          { path: '/journal', lazy: lazyComponent(() => import('../features/community/pages/journal-page'), (m) => m.JournalPage) },
          { path: '/my-journey', lazy: lazyComponent(() => import('../features/community/pages/my-journey-page'), (m) => m.MyJourneyPage) },
          { path: '/journal-dashboard', lazy: lazyComponent(() => import('../features/community/pages/my-journey-page'), (m) => m.MyJourneyPage) },
          { path: '/journal-old', lazy: lazyComponent(() => import('../features/community/pages/journal-old-page'), (m) => m.JournalOldPage) },
          { path: '/profile', lazy: lazyComponent(() => import('../features/community/pages/profile-page'), (m) => m.ProfilePage) },
          { path: '/library', lazy: lazyComponent(() => import('../features/community/pages/library-page'), (m) => m.LibraryPage) },
        ],
      },
    ],
  },
];

