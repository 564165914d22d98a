import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { EDITABLE_PAGES, THEMES, type ThemeSlug } from '../lib/themes';
import { PublicLayout } from './layouts/public-layout';
import { DASHBOARD_PATHS } from './route-paths';
import { RootLayout } from './layouts/root-layout';
import { lazyPage, type LazyPage } from './lazy-page';
import { communitySessionQuery, prefetchSession, staffSessionQuery } from '../lib/session-queries';
import { hasSignedInHint } from '../lib/signed-in-hint';
import type { ShellShape } from '../components/site/loading-shell';

/** What a route keeps for main.tsx: how to load its chunk before the first render. */
export interface RouteHandle {
  preload?: () => Promise<unknown>;
  /** The page's module (LazyPage.file). */
  file?: string;
  /** Asks what the page asks first (who is signed in), while its chunks load: main.tsx, for the first page. */
  prefetch?: (client: QueryClient) => void;
  /** The layout's loading shell, which the server sends for the page (a group of routes names it; members' otherwise). */
  shell?: ShellShape;
}

/** Routes whose layout has a header of its own: the server sends their loading shell in that shape (router.tsx `shellShapeOf`). */
function shellGroup(shell: ShellShape, children: RouteObject[]): RouteObject {
  const handle: RouteHandle = { shell };
  return { handle, children };
}

/** A route whose page is a chunk of its own (see `lazyPage`). */
function lazyRoute(path: string | undefined, page: LazyPage, children?: RouteObject[], prefetch?: RouteHandle['prefetch']): RouteObject {
  const handle: RouteHandle = { preload: page.preload, file: page.file, prefetch };
  return { ...(path ? { path } : {}), element: <page.Page />, handle, ...(children ? { children } : {}) };
}

// Staff, generator and member areas are separate chunks: public pages do not download them.
const adminDashboard = lazyPage('src/features/admin/admin-dashboard-page.tsx', () => import('../features/admin/admin-dashboard-page'), (m) => m.AdminDashboardPage);
const adminModePage = lazyPage('src/features/publisher/admin/admin-mode-pages.tsx', () => import('../features/publisher/admin/admin-mode-pages'), (m) => m.AdminModePage);
const generator = lazyPage('src/features/generator/generator-page.tsx', () => import('../features/generator/generator-page'), (m) => m.GeneratorPage);
const premiumPreview = lazyPage('src/features/premium/premium-preview-page.tsx', () => import('../features/premium/premium-preview-page'), (m) => m.PremiumPreviewPage);
const communityAuth = lazyPage('src/features/community/community-auth-page.tsx', () => import('../features/community/community-auth-page'), (m) => m.CommunityAuthPage);
const forgotPassword = lazyPage('src/features/account/forgot-password-page.tsx', () => import('../features/account/forgot-password-page'), (m) => m.ForgotPasswordPage);
const resetPassword = lazyPage('src/features/account/reset-password-page.tsx', () => import('../features/account/reset-password-page'), (m) => m.ResetPasswordPage);
const acceptInvitation = lazyPage('src/features/account/accept-invitation-page.tsx', () => import('../features/account/accept-invitation-page'), (m) => m.AcceptInvitationPage);
// Every public page is a chunk of its own too (the entry holds the shell: header, footer, router), so a page loads
// its own code and no other page's: the home page, each theme page (with its own texts only), the article page
// (main.tsx waits for a page's chunk before replacing the server's HTML).
const homePage = lazyPage('src/features/publisher/publisher-home-page.tsx', () => import('../features/publisher/publisher-home-page'), (m) => m.PublisherHomePage);
const pickThemeRoute = (module: { ThemeRouteOfPage: ComponentType }) => module.ThemeRouteOfPage;
// Each theme page is a chunk of its own, with its own texts, over the chunk the six share (theme-page.tsx).
const themePages: Record<ThemeSlug, LazyPage> = {
  training: lazyPage('src/features/publisher/theme-pages/training.tsx', () => import('../features/publisher/theme-pages/training'), pickThemeRoute),
  nutrition: lazyPage('src/features/publisher/theme-pages/nutrition.tsx', () => import('../features/publisher/theme-pages/nutrition'), pickThemeRoute),
  recovery: lazyPage('src/features/publisher/theme-pages/recovery.tsx', () => import('../features/publisher/theme-pages/recovery'), pickThemeRoute),
  mindset: lazyPage('src/features/publisher/theme-pages/mindset.tsx', () => import('../features/publisher/theme-pages/mindset'), pickThemeRoute),
  gear: lazyPage('src/features/publisher/theme-pages/gear.tsx', () => import('../features/publisher/theme-pages/gear'), pickThemeRoute),
  racing: lazyPage('src/features/publisher/theme-pages/racing.tsx', () => import('../features/publisher/theme-pages/racing'), pickThemeRoute),
};
const aboutPage = lazyPage('src/features/landing/about-page.tsx', () => import('../features/landing/about-page'), (m) => m.AboutPage);
const premiumPage = lazyPage('src/features/premium/premium-page.tsx', () => import('../features/premium/premium-page'), (m) => m.PremiumPage);
const privacyPage = lazyPage('src/features/privacy/privacy-page.tsx', () => import('../features/privacy/privacy-page'), (m) => m.PrivacyPage);
const searchPage = lazyPage('src/features/search/search-page.tsx', () => import('../features/search/search-page'), (m) => m.SearchPage);
const articlePage = lazyPage('src/features/article/article-page.tsx', () => import('../features/article/article-page'), (m) => m.ArticlePage);
const newsletterArchive = lazyPage('src/features/newsletter/newsletter-archive-page.tsx', () => import('../features/newsletter/newsletter-archive-page'), (m) => m.NewsletterArchivePage);
const newsletterConfirm = lazyPage('src/features/newsletter/confirm-page.tsx', () => import('../features/newsletter/confirm-page'), (m) => m.NewsletterConfirmPage);
const newsletterUnsubscribe = lazyPage('src/features/newsletter/unsubscribe-page.tsx', () => import('../features/newsletter/unsubscribe-page'), (m) => m.NewsletterUnsubscribePage);
const memberLayout = lazyPage('src/features/community/member-layout.tsx', () => import('../features/community/member-layout'), (m) => m.MemberLayout);

const staffSession = prefetchSession(staffSessionQuery);
const memberSession = prefetchSession(communitySessionQuery);
/** The sign-in page asks who is signed in only when the signed-in hint says someone may be (no 401 for every visitor). */
const memberSessionIfHinted = (client: QueryClient) => (typeof document !== 'undefined' && hasSignedInHint(document.cookie) ? memberSession(client) : undefined);

function redirect(path: string, to: string): RouteObject {
  return { path, element: <Navigate to={to} replace /> };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // Public magazine.
      {
        element: <PublicLayout />,
        children: [
          lazyRoute('/', homePage),
          lazyRoute('/publisher', homePage),
          ...THEMES.flatMap((theme) => [
            lazyRoute(`/publisher/${theme.slug}`, themePages[theme.slug]),
            // The theme's month archive and its months (docs/magazine-ui.md): the same chunk.
            lazyRoute(`/publisher/${theme.slug}/archive`, themePages[theme.slug]),
            lazyRoute(`/publisher/${theme.slug}/archive/:month`, themePages[theme.slug]),
          ]),
          lazyRoute('/article/:idOrSlug', articlePage),
          lazyRoute('/premium', premiumPage),
          lazyRoute('/search', searchPage),
          lazyRoute('/privacy', privacyPage),
          lazyRoute('/newsletter', newsletterArchive),
          { path: '*', element: <NotFoundPage /> },
        ],
      },

      // The brand landing page has its own navigation bar and footer.
      lazyRoute('/about', aboutPage),

      // Old and shared addresses.
      redirect('/content-generator', '/my-journey'),
      ...THEMES.map((theme) => redirect(`/${theme.slug}`, `/publisher/${theme.slug}`)),

      // Staff.
      shellGroup('staff', [
        ...EDITABLE_PAGES.map((page) => redirect(`/editor/${page}`, `/admin/${page}`)),
        ...DASHBOARD_PATHS.map((path) => lazyRoute(path, adminDashboard, undefined, staffSession)),
        lazyRoute('/admin/content-generator', generator, undefined, staffSession),
        ...EDITABLE_PAGES.map((page) => lazyRoute(`/admin/${page}`, adminModePage, undefined, staffSession)),
        // A theme's month archive and its months in admin mode (the public pages with the admin's viewer).
        ...THEMES.flatMap((theme) => [`/admin/${theme.slug}/archive`, `/admin/${theme.slug}/archive/:month`].map((path) => lazyRoute(path, adminModePage, undefined, staffSession))),
        lazyRoute('/premium-preview/:id', premiumPreview, undefined, staffSession),
      ]),

      // Accounts: sign-in, password reset and address change (members and staff alike), staff invitations, newsletter links.
      shellGroup('account', [
        redirect('/community', '/community/auth'),
        lazyRoute('/community/auth', communityAuth, undefined, memberSessionIfHinted),
        lazyRoute('/forgot-password', forgotPassword),
        lazyRoute('/reset-password', resetPassword),
        lazyRoute('/accept-invitation', acceptInvitation),
        lazyRoute('/change-email', lazyPage('src/features/account/change-email-page.tsx', () => import('../features/account/change-email-page'), (m) => m.ChangeEmailPage)),
        lazyRoute('/newsletter/confirm', newsletterConfirm),
        lazyRoute('/newsletter/unsubscribe', newsletterUnsubscribe),
      ]),

      // Community.
      lazyRoute(undefined, memberLayout, [
          lazyRoute('/journal', lazyPage('src/features/community/pages/journal-page.tsx', () => import('../features/community/pages/journal-page'), (m) => m.JournalPage)),
          lazyRoute('/my-journey', lazyPage('src/features/community/pages/my-journey-page.tsx', () => import('../features/community/pages/my-journey-page'), (m) => m.MyJourneyPage)),
          lazyRoute('/journal-dashboard', lazyPage('src/features/community/pages/my-journey-page.tsx', () => import('../features/community/pages/my-journey-page'), (m) => m.MyJourneyPage)),
          lazyRoute('/journal-old', lazyPage('src/features/community/pages/journal-old-page.tsx', () => import('../features/community/pages/journal-old-page'), (m) => m.JournalOldPage)),
          lazyRoute('/journal/print', lazyPage('src/features/community/pages/journal-print-page.tsx', () => import('../features/community/pages/journal-print-page'), (m) => m.JournalPrintPage)),
          lazyRoute('/profile', lazyPage('src/features/community/pages/profile-page.tsx', () => import('../features/community/pages/profile-page'), (m) => m.ProfilePage)),
          lazyRoute('/library', lazyPage('src/features/community/pages/library-page.tsx', () => import('../features/community/pages/library-page'), (m) => m.LibraryPage)),
          lazyRoute('/premium/welcome', lazyPage('src/features/premium/premium-welcome-page.tsx', () => import('../features/premium/premium-welcome-page'), (m) => m.PremiumWelcomePage)),
      ], memberSession),
    ],
  },
];

